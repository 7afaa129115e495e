CREATE TABLE "sports_ticket_legs" (
	"ticket_key" text NOT NULL,
	"idx" smallint NOT NULL,
	"game_id" text NOT NULL,
	"event_id" text NOT NULL,
	"sport" text NOT NULL,
	"league" text NOT NULL,
	"team_h" text NOT NULL,
	"team_c" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"w" text NOT NULL,
	"r" text NOT NULL,
	"line" double precision,
	"odds" double precision NOT NULL,
	"selection_name" text NOT NULL,
	"is_live" boolean NOT NULL,
	"score_at_bet" text NOT NULL,
	"new_handicap" boolean DEFAULT false NOT NULL,
	"result" text,
	"void_code" text,
	"void_reason" text,
	"final_score" text,
	"revision" integer,
	CONSTRAINT "sports_ticket_legs_ticket_key_idx_pk" PRIMARY KEY("ticket_key","idx")
);
--> statement-breakpoint
CREATE TABLE "sports_tickets" (
	"key" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"ticket_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"venue" text DEFAULT 'crty' NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"status_text" text DEFAULT '' NOT NULL,
	"odds_type" text NOT NULL,
	"accept_odds" text NOT NULL,
	"odds" double precision NOT NULL,
	"display_odds" double precision NOT NULL,
	"stake" bigint NOT NULL,
	"risk" bigint NOT NULL,
	"potential_return" bigint NOT NULL,
	"cap" bigint NOT NULL,
	"payout" bigint,
	"shortfall" bigint DEFAULT 0 NOT NULL,
	"result" text,
	"game_type" text NOT NULL,
	"confirm_at" timestamp with time zone,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sports_ticket_legs_game_idx" ON "sports_ticket_legs" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "sports_tickets_member_idx" ON "sports_tickets" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE INDEX "sports_tickets_confirming_idx" ON "sports_tickets" USING btree ("confirm_at") WHERE status IN ('confirming', 'rejecting');