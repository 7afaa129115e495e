CREATE TABLE "demo_provider_balances" (
	"merchant_id" text NOT NULL,
	"account" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_provider_balances_merchant_id_account_pk" PRIMARY KEY("merchant_id","account"),
	CONSTRAINT "demo_provider_balances_floor" CHECK ("demo_provider_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "demo_provider_orders" (
	"provider_order_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"merchant_order_id" text NOT NULL,
	"account" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"balance_after" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_provider_orders_direction" CHECK ("demo_provider_orders"."direction" in ('in', 'out')),
	CONSTRAINT "demo_provider_orders_status" CHECK ("demo_provider_orders"."status" in ('success', 'failed')),
	CONSTRAINT "demo_provider_orders_amount" CHECK ("demo_provider_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "demo_provider_players" (
	"merchant_id" text NOT NULL,
	"account" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_provider_players_merchant_id_account_pk" PRIMARY KEY("merchant_id","account")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" bigint,
	"code" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"floor_zero" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_floor" CHECK (NOT "ledger_accounts"."floor_zero" OR "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transfer_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"leg" smallint NOT NULL,
	"kind" text NOT NULL,
	"from_account" bigint NOT NULL,
	"to_account" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_transfers_positive" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_distinct" CHECK ("ledger_transfers"."from_account" <> "ledger_transfers"."to_account")
);
--> statement-breakpoint
CREATE TABLE "deposit_callback_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"site_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"channel_code" text NOT NULL,
	"channel_name" text NOT NULL,
	"type" text NOT NULL,
	"wait_page" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"fee_fen" bigint NOT NULL,
	"depositor_name_enc" text,
	"bank" jsonb,
	"crypto" jsonb,
	"pay_url" text NOT NULL,
	"signal_code" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"trade_no" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_orders_status" CHECK ("deposit_orders"."status" in ('pending', 'paid', 'cancelled', 'expired', 'closed')),
	CONSTRAINT "deposit_orders_amounts" CHECK ("deposit_orders"."amount_fen" > 0 AND "deposit_orders"."fee_fen" >= 0 AND "deposit_orders"."fee_fen" < "deposit_orders"."amount_fen")
);
--> statement-breakpoint
CREATE TABLE "payment_channels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" text NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"network" text DEFAULT '' NOT NULL,
	"min_fen" bigint NOT NULL,
	"max_fen" bigint NOT NULL,
	"fee_rate_bp" integer DEFAULT 0 NOT NULL,
	"quick_amounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"wait_page" text NOT NULL,
	"tips" text DEFAULT '' NOT NULL,
	"needs_depositor_name" boolean DEFAULT false NOT NULL,
	"account" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_channels_limits" CHECK ("payment_channels"."min_fen" > 0 AND "payment_channels"."max_fen" >= "payment_channels"."min_fen"),
	CONSTRAINT "payment_channels_fee" CHECK ("payment_channels"."fee_rate_bp" >= 0 AND "payment_channels"."fee_rate_bp" < 10000)
);
--> statement-breakpoint
CREATE TABLE "payment_coin_rates" (
	"site_id" text NOT NULL,
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"rate_e4" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_coin_rates_site_id_currency_network_pk" PRIMARY KEY("site_id","currency","network"),
	CONSTRAINT "payment_coin_rates_positive" CHECK ("payment_coin_rates"."rate_e4" > 0)
);
--> statement-breakpoint
CREATE TABLE "demo_pay_payments" (
	"order_no" text PRIMARY KEY NOT NULL,
	"merchant_name" text NOT NULL,
	"channel_name" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"return_url" text NOT NULL,
	"notify_path" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"trade_no" text,
	"callback_status" text DEFAULT 'none' NOT NULL,
	"callback_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "demo_pay_payments_status" CHECK ("demo_pay_payments"."status" in ('pending', 'paid', 'cancelled', 'closed')),
	CONSTRAINT "demo_pay_payments_callback" CHECK ("demo_pay_payments"."callback_status" in ('none', 'pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "venue_member_settings" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"auto_transfer" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "venue_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"request_key" text NOT NULL,
	"channel_code" text NOT NULL,
	"ty" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"source" text NOT NULL,
	"is_activity" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"booked" boolean DEFAULT false NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "venue_orders_ty" CHECK ("venue_orders"."ty" in (1, 2)),
	CONSTRAINT "venue_orders_amount" CHECK ("venue_orders"."amount" > 0),
	CONSTRAINT "venue_orders_status" CHECK ("venue_orders"."status" in ('pending', 'success', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"channel_code" text PRIMARY KEY NOT NULL,
	"venue_name" text NOT NULL,
	"category" smallint NOT NULL,
	"wallet_mode" text NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"min_transfer" bigint DEFAULT 100 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "venues_wallet_mode" CHECK ("venues"."wallet_mode" in ('transfer', 'seamless')),
	CONSTRAINT "venues_status" CHECK ("venues"."status" in ('open', 'maintenance')),
	CONSTRAINT "venues_category" CHECK ("venues"."category" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"type" text NOT NULL,
	"bank_code" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"network" text DEFAULT '' NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"account_enc" text NOT NULL,
	"account_index" text NOT NULL,
	"account_mask" text NOT NULL,
	"holder_enc" text DEFAULT '' NOT NULL,
	"holder_display" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "payout_accounts_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "payout_accounts_type_check" CHECK ("payout_accounts"."type" in ('bank', 'alipay', 'usdt')),
	CONSTRAINT "payout_accounts_status_check" CHECK ("payout_accounts"."status" in ('active', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "withdraw_config" (
	"type" text PRIMARY KEY NOT NULL,
	"min_fen" bigint NOT NULL,
	"max_fen" bigint NOT NULL,
	"daily_count" integer NOT NULL,
	"daily_max_fen" bigint NOT NULL,
	"fee_rate_bp" integer NOT NULL,
	"fee_min_fen" bigint NOT NULL,
	CONSTRAINT "withdraw_config_type_check" CHECK ("withdraw_config"."type" in ('bank', 'alipay', 'usdt'))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"member_name" text NOT NULL,
	"site_id" text NOT NULL,
	"request_key" text NOT NULL,
	"account_id" bigint NOT NULL,
	"type" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"fee_fen" bigint NOT NULL,
	"rate" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount_fen" > 0 AND "withdrawals"."fee_fen" >= 0 AND "withdrawals"."fee_fen" < "withdrawals"."amount_fen"),
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('pending', 'reviewing', 'approved', 'rejected', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "venue_member_settings" ADD CONSTRAINT "venue_member_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_orders" ADD CONSTRAINT "venue_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_account_id_payout_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_provider_orders_merchant_order" ON "demo_provider_orders" USING btree ("merchant_id","merchant_order_id");--> statement-breakpoint
CREATE INDEX "demo_provider_orders_account" ON "demo_provider_orders" USING btree ("merchant_id","account");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_key" ON "ledger_accounts" USING btree ("key");--> statement-breakpoint
CREATE INDEX "ledger_accounts_member" ON "ledger_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_reference" ON "ledger_transfers" USING btree ("reference","leg");--> statement-breakpoint
CREATE INDEX "deposit_callback_nonces_received" ON "deposit_callback_nonces" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_order_no" ON "deposit_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_trade_no" ON "deposit_orders" USING btree ("trade_no");--> statement-breakpoint
CREATE INDEX "deposit_orders_member" ON "deposit_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_pending" ON "deposit_orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_channels_site_code" ON "payment_channels" USING btree ("site_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_pay_payments_trade_no" ON "demo_pay_payments" USING btree ("trade_no");--> statement-breakpoint
CREATE INDEX "demo_pay_payments_callback_due" ON "demo_pay_payments" USING btree ("callback_status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_orders_order_no" ON "venue_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_orders_member_key" ON "venue_orders" USING btree ("member_id","request_key");--> statement-breakpoint
CREATE INDEX "venue_orders_member" ON "venue_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "venue_orders_unbooked" ON "venue_orders" USING btree ("created_at") WHERE not "venue_orders"."booked";--> statement-breakpoint
CREATE INDEX "payout_accounts_member" ON "payout_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_member_number" ON "payout_accounts" USING btree ("member_id","type","account_index") WHERE "payout_accounts"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_member_request" ON "withdrawals" USING btree ("member_id","request_key");--> statement-breakpoint
CREATE INDEX "withdrawals_member_created" ON "withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_created" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_account" ON "withdrawals" USING btree ("account_id");