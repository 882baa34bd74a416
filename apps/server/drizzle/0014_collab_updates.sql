CREATE TABLE "collab_updates" (
	"flowchart_id" uuid NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "collab_updates_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"update_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collab_updates_flowchart_id_seq_pk" PRIMARY KEY("flowchart_id","seq")
);
--> statement-breakpoint
ALTER TABLE "collab_updates" ADD CONSTRAINT "collab_updates_flowchart_id_flowcharts_id_fk" FOREIGN KEY ("flowchart_id") REFERENCES "public"."flowcharts"("id") ON DELETE cascade ON UPDATE no action;