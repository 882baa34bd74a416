ALTER TABLE "flowcharts" ADD COLUMN "embed_token_hash" text;--> statement-breakpoint
ALTER TABLE "flowcharts" ADD COLUMN "embed_token_encrypted" text;--> statement-breakpoint
CREATE UNIQUE INDEX "flowcharts_embed_token_hash_unique" ON "flowcharts" USING btree ("embed_token_hash");
--> statement-breakpoint
ALTER TABLE "flowcharts" DROP COLUMN "thumbnail_encrypted";
