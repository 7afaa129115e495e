DROP INDEX "ledger_entries_transfer";--> statement-breakpoint
DROP INDEX "sports_tickets_confirming_idx";--> statement-breakpoint
CREATE INDEX "sports_tickets_confirm_due" ON "sports_tickets" USING btree ("confirm_at") WHERE confirm_at IS NOT NULL;--> statement-breakpoint
UPDATE "sports_tickets" SET "confirm_at" = NULL WHERE "confirm_at" IS NOT NULL AND "status" NOT IN ('confirming', 'rejecting');--> statement-breakpoint
-- Tickets and their legs are written once and updated once at settlement: free space on every page lets
-- that update stay on the page (HOT) and skip index maintenance (drizzle-kit does not track fillfactor).
ALTER TABLE "sports_tickets" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "sports_ticket_legs" SET (fillfactor = 50);
