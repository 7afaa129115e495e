CREATE TABLE "chat_banned_words" (
	"site_id" text NOT NULL,
	"word" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_banned_words_site_id_word_pk" PRIMARY KEY("site_id","word")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"rid" text NOT NULL,
	"member_id" bigint,
	"nickname" text DEFAULT '' NOT NULL,
	"vip_level" integer DEFAULT 0 NOT NULL,
	"kind" text DEFAULT 'text' NOT NULL,
	"content" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_messages_kind_check" CHECK ("chat_messages"."kind" in ('text', 'system', 'gift', 'prediction'))
);
--> statement-breakpoint
CREATE TABLE "chat_mutes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_mutes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"operator_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"rid" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT 'lobby' NOT NULL,
	"game_id" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"min_vip_level" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"cleared_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"destroyed_at" timestamp with time zone,
	CONSTRAINT "chat_rooms_status_check" CHECK ("chat_rooms"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "feedback_replies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"feedback_id" bigint NOT NULL,
	"author" text NOT NULL,
	"operator_name" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feedback_replies_author_check" CHECK ("feedback_replies"."author" in ('member', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"related_ref" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"member_unread" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "feedbacks_status_check" CHECK ("feedbacks"."status" in ('open', 'replied', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "help_page_overrides" (
	"site_id" text NOT NULL,
	"code" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "help_page_overrides_site_id_code_language_pk" PRIMARY KEY("site_id","code","language")
);
--> statement-breakpoint
CREATE TABLE "letter_states" (
	"letter_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "letter_states_letter_id_member_id_pk" PRIMARY KEY("letter_id","member_id"),
	CONSTRAINT "letter_states_mark" CHECK ("letter_states"."read_at" is not null or "letter_states"."deleted_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "letters" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "letters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" text NOT NULL,
	"member_id" bigint,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sender" text DEFAULT 'system' NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_rid_chat_rooms_rid_fk" FOREIGN KEY ("rid") REFERENCES "chat_rooms"("rid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_feedback_id_feedbacks_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "feedbacks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_states" ADD CONSTRAINT "letter_states_letter_id_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "letters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_room_created" ON "chat_messages" USING btree ("rid","created_at");--> statement-breakpoint
CREATE INDEX "chat_mutes_member" ON "chat_mutes" USING btree ("site_id","member_id","until");--> statement-breakpoint
CREATE INDEX "chat_rooms_site" ON "chat_rooms" USING btree ("site_id","sort");--> statement-breakpoint
CREATE INDEX "feedback_replies_feedback" ON "feedback_replies" USING btree ("feedback_id","created_at");--> statement-breakpoint
CREATE INDEX "feedbacks_member_created" ON "feedbacks" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "feedbacks_site_status" ON "feedbacks" USING btree ("site_id","status","created_at");--> statement-breakpoint
CREATE INDEX "letter_states_member" ON "letter_states" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "letters_member_created" ON "letters" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "letters_site_broadcast" ON "letters" USING btree ("site_id","created_at") WHERE "letters"."member_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "letters_dedupe" ON "letters" USING btree ("site_id","dedupe_key") WHERE "letters"."dedupe_key" is not null;