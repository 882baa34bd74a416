CREATE TABLE "flowcharts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"language" text NOT NULL,
	"is_compact" boolean DEFAULT false NOT NULL,
	"code_encrypted" text NOT NULL,
	"flowchart_encrypted" text NOT NULL,
	"share_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generation_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "generation_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid,
	"language" text NOT NULL,
	"line_count" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flowcharts" ADD CONSTRAINT "flowcharts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_events" ADD CONSTRAINT "generation_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flowcharts_user_updated_idx" ON "flowcharts" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "flowcharts_share_id_unique" ON "flowcharts" USING btree ("share_id");--> statement-breakpoint
CREATE INDEX "flowcharts_created_idx" ON "flowcharts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "generation_events_created_idx" ON "generation_events" USING btree ("created_at");