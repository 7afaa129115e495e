CREATE TABLE "sports_daily_winnings" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"won" bigint NOT NULL,
	CONSTRAINT "sports_daily_winnings_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
-- SPEC §9's daily payout cap counts what a member won per site day (Asia/Shanghai, UTC+8 all year, on the
-- ticket's settled_at): payout - risk, when positive, of tickets settled or cashed out. Summing a member's
-- tickets on every payout cost a scan of all of them; this row is kept by the trigger below instead, in the
-- transaction of every UPDATE of sports_tickets, so a payout's cap check reads one row that cannot drift
-- from the tickets whichever path changed them. Tickets are born open (no payout), so INSERTs need no
-- trigger; tickets are never deleted. Statement-level with transition tables: one aggregate per
-- statement, not a function call per row (settlement updates 2,000 tickets a statement).
CREATE FUNCTION "sports_count_daily_winnings"() RETURNS trigger LANGUAGE plpgsql
SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO sports_daily_winnings AS d (member_id, day, won)
  SELECT member_id, day, sum(won) FROM (
    SELECT member_id, ((settled_at AT TIME ZONE 'UTC') + interval '8 hours')::date AS day, payout - risk AS won
      FROM sports_new_tickets
      WHERE status IN ('settled', 'cashed_out') AND settled_at IS NOT NULL AND payout > risk
    UNION ALL
    SELECT member_id, ((settled_at AT TIME ZONE 'UTC') + interval '8 hours')::date, risk - payout
      FROM sports_old_tickets
      WHERE status IN ('settled', 'cashed_out') AND settled_at IS NOT NULL AND payout > risk
  ) AS w
  GROUP BY member_id, day
  HAVING sum(won) <> 0
  -- Rows locked in one order by every statement (a resettlement moves winnings between two days of a
  -- member): two writers cannot each hold a row the other waits for.
  ORDER BY member_id, day
  ON CONFLICT (member_id, day) DO UPDATE SET won = d.won + excluded.won;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sports_tickets_daily_winnings" AFTER UPDATE ON "sports_tickets"
REFERENCING OLD TABLE AS sports_old_tickets NEW TABLE AS sports_new_tickets
FOR EACH STATEMENT EXECUTE FUNCTION "sports_count_daily_winnings"();
--> statement-breakpoint
-- What the tickets already paid, so the cap holds across the upgrade.
INSERT INTO "sports_daily_winnings" ("member_id", "day", "won")
SELECT "member_id", (("settled_at" AT TIME ZONE 'UTC') + interval '8 hours')::date, sum("payout" - "risk")
FROM "sports_tickets"
WHERE "status" IN ('settled', 'cashed_out') AND "settled_at" IS NOT NULL AND "payout" > "risk"
GROUP BY 1, 2;
