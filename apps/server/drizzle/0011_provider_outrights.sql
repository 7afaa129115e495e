CREATE TABLE "sports_outrights" (
	"game_id" text PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"league_id" text NOT NULL,
	"close_time" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"outright" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sports_outrights_status_check" CHECK ("sports_outrights"."status" in ('open', 'finished', 'void'))
);
--> statement-breakpoint
CREATE INDEX "sports_outrights_close" ON "sports_outrights" USING btree ("close_time");