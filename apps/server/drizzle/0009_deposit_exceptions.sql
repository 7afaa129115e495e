CREATE TABLE "deposit_exceptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_exceptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" text NOT NULL,
	"trade_no" text NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"reason" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"resolution" text,
	"resolved_by" text,
	"resolved_note" text,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "deposit_exceptions_amount" CHECK ("deposit_exceptions"."amount_fen" > 0),
	CONSTRAINT "deposit_exceptions_resolution" CHECK ("deposit_exceptions"."resolution" is null or "deposit_exceptions"."resolution" in ('credited', 'dismissed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_exceptions_trade_no" ON "deposit_exceptions" USING btree ("trade_no");--> statement-breakpoint
CREATE INDEX "deposit_exceptions_open" ON "deposit_exceptions" USING btree ("site_id","resolved_at","id");