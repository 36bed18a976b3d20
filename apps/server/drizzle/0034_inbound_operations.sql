-- Amazon's inbound operations a call or a job started and has not seen end yet (issue 26, item 7):
-- kept under the caller's key, so a retry or a restart polls the same operation, never starts the
-- step again.
CREATE TABLE "inbound_operations" (
	"account_id" uuid NOT NULL,
	"key" text NOT NULL,
	"operation_id" text NOT NULL,
	"kind" text NOT NULL,
	"fingerprint" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_operations_account_id_key_pk" PRIMARY KEY("account_id","key")
);
--> statement-breakpoint
ALTER TABLE "inbound_operations" ADD CONSTRAINT "inbound_operations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
