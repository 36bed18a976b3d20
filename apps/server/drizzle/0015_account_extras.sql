ALTER TABLE "accounts" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "number" bigserial NOT NULL;