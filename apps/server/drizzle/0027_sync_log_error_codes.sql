-- A sync log's last error gets a code for programs beside its message for people: the web tells a
-- store that must be connected again by the code, never by the message's words.
ALTER TABLE "sync_logs" ADD COLUMN "last_error_code" text;--> statement-breakpoint
-- Logs that failed before the code: the engine wrote this message when the store's authorization was gone.
UPDATE "sync_logs" SET "last_error_code" = 'STORE_UNAUTHORIZED' WHERE "last_error" = 'Unauthorize: Need to connect store again!';
