CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "captchas_kind_check" CHECK ("captchas"."kind" in ('picture', 'slider', 'slider-pass'))
);
--> statement-breakpoint
CREATE TABLE "login_challenges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"device_index" text NOT NULL,
	"risk_code" integer NOT NULL,
	"phone_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"passed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" text NOT NULL,
	"member_id" bigint,
	"name_lower" text NOT NULL,
	"ip_index" text NOT NULL,
	"device_index" text NOT NULL,
	"success" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"device_index" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_known_origins" (
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"value_index" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_known_origins_kind_check" CHECK ("member_known_origins"."kind" in ('device', 'ip'))
);
--> statement-breakpoint
CREATE TABLE "member_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"device_id" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "member_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "member_uploads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"url" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_uploads_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"name_lower" text NOT NULL,
	"password_hash" text NOT NULL,
	"withdraw_password_hash" text,
	"area_code" text DEFAULT '' NOT NULL,
	"phone_enc" text,
	"phone_index" text,
	"email_enc" text,
	"email_index" text,
	"real_name_enc" text,
	"birthday_enc" text,
	"gender" smallint DEFAULT 0 NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"r_code" text DEFAULT '' NOT NULL,
	"i_code" text DEFAULT '' NOT NULL,
	"domain" text DEFAULT '' NOT NULL,
	"vip_level" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"frozen_reason" text DEFAULT '' NOT NULL,
	"frozen_by" text DEFAULT '' NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "members_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "members_status_check" CHECK ("members"."status" in ('active', 'frozen')),
	CONSTRAINT "members_gender_check" CHECK ("members"."gender" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" text NOT NULL,
	"purpose" smallint NOT NULL,
	"target_index" text NOT NULL,
	"member_id" bigint,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"to" text NOT NULL,
	"channel" text NOT NULL,
	"text" text NOT NULL,
	"code" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" integer,
	"operator_username" text NOT NULL,
	"action" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"outcome" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_username_unique" UNIQUE("username"),
	CONSTRAINT "operators_role_check" CHECK ("operators"."role" in ('admin', 'finance', 'risk', 'support')),
	CONSTRAINT "operators_status_check" CHECK ("operators"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "country_areas" (
	"area_code" text PRIMARY KEY NOT NULL,
	"area_name" text NOT NULL,
	"regex" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"image" text NOT NULL,
	"link" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "site_ads_kind_check" CHECK ("site_ads"."kind" in ('banner', 'promotion'))
);
--> statement-breakpoint
CREATE TABLE "site_navigation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"icon" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"site_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"home_url" text NOT NULL,
	"h5_domain_url" text NOT NULL,
	"logo" text NOT NULL,
	"seo_text" text DEFAULT '' NOT NULL,
	"ios_url" text DEFAULT '' NOT NULL,
	"android_url" text DEFAULT '' NOT NULL,
	"service_hours" text DEFAULT '' NOT NULL,
	"editions_allowed" boolean DEFAULT true NOT NULL,
	"captcha_mode" text DEFAULT 'none' NOT NULL,
	"save_money_enabled" boolean DEFAULT true NOT NULL,
	"help_ck_enabled" boolean DEFAULT true NOT NULL,
	"safe_switch" boolean DEFAULT false NOT NULL,
	"customer_service_url" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_captcha_mode_check" CHECK ("sites"."captcha_mode" in ('none', 'picture', 'slider'))
);
--> statement-breakpoint
ALTER TABLE "login_challenges" ADD CONSTRAINT "login_challenges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tickets" ADD CONSTRAINT "login_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_known_origins" ADD CONSTRAINT "member_known_origins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_uploads" ADD CONSTRAINT "member_uploads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_ads" ADD CONSTRAINT "site_ads_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("site_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_navigation_items" ADD CONSTRAINT "site_navigation_items_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("site_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_notices" ADD CONSTRAINT "site_notices_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("site_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captchas_expires" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_challenges_member_device" ON "login_challenges" USING btree ("member_id","device_index");--> statement-breakpoint
CREATE INDEX "login_events_ip_at" ON "login_events" USING btree ("ip_index","at");--> statement-breakpoint
CREATE INDEX "login_events_device_at" ON "login_events" USING btree ("device_index","at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_known_origins_key" ON "member_known_origins" USING btree ("member_id","kind","value_index");--> statement-breakpoint
CREATE INDEX "member_sessions_member" ON "member_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_uploads_member" ON "member_uploads" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_site_name" ON "members" USING btree ("site_id","name_lower");--> statement-breakpoint
CREATE UNIQUE INDEX "members_site_phone" ON "members" USING btree ("site_id","phone_index") WHERE "members"."phone_index" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_site_email" ON "members" USING btree ("site_id","email_index") WHERE "members"."email_index" is not null;--> statement-breakpoint
CREATE INDEX "verification_codes_target" ON "verification_codes" USING btree ("site_id","target_index","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_to_at" ON "outbox_messages" USING btree ("to","at");--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_operator" ON "audit_log" USING btree ("operator_id","at");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_ads_site_kind_slug" ON "site_ads" USING btree ("site_id","kind","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "site_navigation_items_site_code" ON "site_navigation_items" USING btree ("site_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "site_notices_site_slug" ON "site_notices" USING btree ("site_id","slug");--> statement-breakpoint
CREATE INDEX "site_notices_site_published" ON "site_notices" USING btree ("site_id","published_at");