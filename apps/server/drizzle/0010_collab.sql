CREATE TABLE "collab_documents" (
	"flowchart_id" uuid PRIMARY KEY NOT NULL,
	"state_encrypted" text NOT NULL,
	"state_bytes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collab_documents" ADD CONSTRAINT "collab_documents_flowchart_id_flowcharts_id_fk" FOREIGN KEY ("flowchart_id") REFERENCES "public"."flowcharts"("id") ON DELETE cascade ON UPDATE no action;