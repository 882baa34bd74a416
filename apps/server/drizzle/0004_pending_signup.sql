ALTER TABLE "one_time_tokens" ADD COLUMN "pending_password_hash" text;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "pending_full_name" text;