DROP INDEX "invoices_subscription_period_key";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "generation" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "number" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "generation" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_subscription_generation_period_key" ON "invoices" USING btree ("subscription_id","generation","period");