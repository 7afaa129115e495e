CREATE TABLE "sports_matches" (
	"game_id" text PRIMARY KEY NOT NULL,
	"hgid" text NOT NULL,
	"sport" text NOT NULL,
	"league_id" text NOT NULL,
	"league" text NOT NULL,
	"team_h" text NOT NULL,
	"team_c" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"rating_h" real NOT NULL,
	"rating_c" real NOT NULL,
	"status" text DEFAULT 'pre' NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sports_matches_hgid_unique" UNIQUE("hgid"),
	CONSTRAINT "sports_matches_status_check" CHECK ("sports_matches"."status" in ('pre', 'live', 'break', 'finished', 'void'))
);
--> statement-breakpoint
CREATE TABLE "sports_results" (
	"game_id" text PRIMARY KEY NOT NULL,
	"revision" integer NOT NULL,
	"result" jsonb NOT NULL,
	"settled_revision" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sports_matches_status" ON "sports_matches" USING btree ("status","start_time");--> statement-breakpoint
CREATE INDEX "sports_results_pending" ON "sports_results" USING btree ("settled_revision","revision");