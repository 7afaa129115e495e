-- The ledger writer plans a batch ahead, on the balances the batches before it will leave, and sends the
-- lock, this check and its write as one query. Should it reach the lock before the batch it was planned
-- on (PostgreSQL may start the smaller of two queries sent a moment apart first), the check refuses it
-- before it draws a transfer id or writes a row, and the writer plans it again. QL001 is the writer's own
-- code for that refusal.
CREATE FUNCTION "ledger_expect_balances"(ids bigint[], expected bigint[]) RETURNS void LANGUAGE plpgsql
SET search_path FROM CURRENT AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM unnest(ids, expected) AS u(id, balance)
    LEFT JOIN ledger_accounts AS a ON a.id = u.id
    WHERE a.balance IS DISTINCT FROM u.balance
  ) THEN
    RAISE EXCEPTION 'ledger balances moved since the batch was planned' USING ERRCODE = 'QL001';
  END IF;
END
$$;
