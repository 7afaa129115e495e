-- Every ledger batch rewrites a few hundred balances, many of the same rows again and again: room on each
-- page keeps those updates on the page (HOT), without a new entry in each of the table's three indexes;
-- full pages sent ~20 % of them off the page (measured in the bet benchmark). drizzle-kit does not track
-- fillfactor.
ALTER TABLE "ledger_accounts" SET (fillfactor = 30);
