CREATE TABLE "flowchart_versions" (
	"flowchart_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title_encrypted" text NOT NULL,
	"language_encrypted" text NOT NULL,
	"code_encrypted" text NOT NULL,
	"author_id" uuid,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flowchart_versions_flowchart_id_version_pk" PRIMARY KEY("flowchart_id","version")
);
--> statement-breakpoint
ALTER TABLE "flowchart_versions" ADD CONSTRAINT "flowchart_versions_flowchart_id_flowcharts_id_fk" FOREIGN KEY ("flowchart_id") REFERENCES "public"."flowcharts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flowchart_versions" ADD CONSTRAINT "flowchart_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flowchart_versions_author_idx" ON "flowchart_versions" USING btree ("author_id");