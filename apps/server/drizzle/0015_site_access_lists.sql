ALTER TABLE "sites" ADD COLUMN "region_deny" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "region_warn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "ip_deny" text DEFAULT '' NOT NULL;