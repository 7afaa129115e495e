-- One score prediction per member and match (chat 10018). Before this index the rule was a look, then an
-- insert, so a member's parallel sends could each store one: keep the first of each, or the index cannot be
-- built on a database that has such twins.
DELETE FROM "chat_messages" AS "later" USING "chat_messages" AS "first"
WHERE "later"."kind" = 'prediction' AND "first"."kind" = 'prediction'
  AND "later"."member_id" = "first"."member_id"
  AND "later"."payload"->>'gameId' = "first"."payload"->>'gameId'
  AND "later"."id" > "first"."id";
--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_one_prediction" ON "chat_messages" USING btree ("member_id",("payload"->>'gameId')) WHERE "chat_messages"."kind" = 'prediction';
