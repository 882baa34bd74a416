CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"target_label" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_user_stats" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"flowchart_count" integer DEFAULT 0 NOT NULL,
	"last_login" timestamp with time zone,
	"time_spent_seconds" double precision DEFAULT 0 NOT NULL,
	"last_country" text
);
--> statement-breakpoint
CREATE TABLE "flowchart_daily_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"created" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flowchart_language_counts" (
	"language" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_user_stats" ADD CONSTRAINT "admin_user_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "admin_user_stats_last_login_idx" ON "admin_user_stats" USING btree ("last_login");--> statement-breakpoint
CREATE INDEX "sessions_last_seen_idx" ON "sessions" USING btree ("last_seen_at");--> statement-breakpoint
-- Hand-written below (docs/decisions/016-admin-audit-and-analytics.md).
-- The audit trail is append-only: updating or deleting an entry is refused by the database itself.
CREATE OR REPLACE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
	FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
-- Roll-ups: statement-level triggers with transition tables, one aggregate upsert per statement
-- (a bulk insert costs one upsert per user, day and language, not one per row).
CREATE OR REPLACE FUNCTION "admin_stats_flowcharts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "admin_user_stats" ("user_id", "flowchart_count")
		SELECT "user_id", count(*) FROM "new_rows" GROUP BY "user_id"
		ON CONFLICT ("user_id") DO UPDATE
		SET "flowchart_count" = "admin_user_stats"."flowchart_count" + EXCLUDED."flowchart_count";
	INSERT INTO "flowchart_daily_counts" ("day", "created")
		SELECT ("created_at" AT TIME ZONE 'UTC')::date, count(*) FROM "new_rows" GROUP BY 1
		ON CONFLICT ("day") DO UPDATE
		SET "created" = "flowchart_daily_counts"."created" + EXCLUDED."created";
	INSERT INTO "flowchart_language_counts" ("language", "count")
		SELECT "language", count(*) FROM "new_rows" GROUP BY "language"
		ON CONFLICT ("language") DO UPDATE
		SET "count" = "flowchart_language_counts"."count" + EXCLUDED."count";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "admin_stats_flowcharts_insert" AFTER INSERT ON "flowcharts"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT
	EXECUTE FUNCTION "admin_stats_flowcharts_inserted"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "admin_stats_flowcharts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "admin_user_stats" s SET "flowchart_count" = s."flowchart_count" - d."n"
		FROM (SELECT "user_id", count(*) AS "n" FROM "old_rows" GROUP BY "user_id") d
		WHERE s."user_id" = d."user_id";
	UPDATE "flowchart_language_counts" c SET "count" = c."count" - d."n"
		FROM (SELECT "language", count(*) AS "n" FROM "old_rows" GROUP BY "language") d
		WHERE c."language" = d."language";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "admin_stats_flowcharts_delete" AFTER DELETE ON "flowcharts"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT
	EXECUTE FUNCTION "admin_stats_flowcharts_deleted"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "admin_stats_flowcharts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- only a changed language moves a count
	WITH "moved" AS (
		SELECT o."language" AS "old_language", n."language" AS "new_language"
		FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
		WHERE o."language" IS DISTINCT FROM n."language"
	), "deltas" AS (
		SELECT "old_language" AS "language", -count(*) AS "n" FROM "moved" GROUP BY 1
		UNION ALL
		SELECT "new_language", count(*) FROM "moved" GROUP BY 1
	)
	INSERT INTO "flowchart_language_counts" ("language", "count")
		SELECT "language", sum("n") FROM "deltas" GROUP BY "language"
		ON CONFLICT ("language") DO UPDATE
		SET "count" = "flowchart_language_counts"."count" + EXCLUDED."count";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "admin_stats_flowcharts_update" AFTER UPDATE ON "flowcharts"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
	EXECUTE FUNCTION "admin_stats_flowcharts_updated"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "admin_stats_sessions_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "admin_user_stats" ("user_id", "last_login", "time_spent_seconds", "last_country")
		SELECT "user_id", max("started_at"),
			sum(greatest(0, extract(epoch FROM (coalesce("ended_at", "last_seen_at") - "started_at")))),
			(array_agg("country" ORDER BY "started_at" DESC) FILTER (WHERE "country" IS NOT NULL))[1]
		FROM "new_rows" GROUP BY "user_id"
		ON CONFLICT ("user_id") DO UPDATE SET
			"last_login" = greatest("admin_user_stats"."last_login", EXCLUDED."last_login"),
			"time_spent_seconds" = "admin_user_stats"."time_spent_seconds" + EXCLUDED."time_spent_seconds",
			"last_country" = coalesce(EXCLUDED."last_country", "admin_user_stats"."last_country");
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "admin_stats_sessions_insert" AFTER INSERT ON "sessions"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT
	EXECUTE FUNCTION "admin_stats_sessions_inserted"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "admin_stats_sessions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "admin_user_stats" s SET "time_spent_seconds" = s."time_spent_seconds" + d."delta"
		FROM (
			SELECT n."user_id",
				sum(greatest(0, extract(epoch FROM (coalesce(n."ended_at", n."last_seen_at") - n."started_at")))
					- greatest(0, extract(epoch FROM (coalesce(o."ended_at", o."last_seen_at") - o."started_at")))) AS "delta"
			FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
			GROUP BY n."user_id"
		) d
		WHERE s."user_id" = d."user_id" AND d."delta" <> 0;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "admin_stats_sessions_update" AFTER UPDATE ON "sessions"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
	EXECUTE FUNCTION "admin_stats_sessions_updated"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "admin_stats_sessions_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "admin_user_stats" s SET "time_spent_seconds" = greatest(0, s."time_spent_seconds" - d."spent")
		FROM (
			SELECT "user_id",
				sum(greatest(0, extract(epoch FROM (coalesce("ended_at", "last_seen_at") - "started_at")))) AS "spent"
			FROM "old_rows" GROUP BY "user_id"
		) d
		WHERE s."user_id" = d."user_id";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "admin_stats_sessions_delete" AFTER DELETE ON "sessions"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT
	EXECUTE FUNCTION "admin_stats_sessions_deleted"();--> statement-breakpoint
-- Backfill from the rows that exist already.
INSERT INTO "admin_user_stats" ("user_id", "flowchart_count", "last_login", "time_spent_seconds", "last_country")
	SELECT u."id",
		(SELECT count(*) FROM "flowcharts" f WHERE f."user_id" = u."id"),
		(SELECT max(s."started_at") FROM "sessions" s WHERE s."user_id" = u."id"),
		(SELECT coalesce(sum(greatest(0, extract(epoch FROM (coalesce(s."ended_at", s."last_seen_at") - s."started_at")))), 0)
			FROM "sessions" s WHERE s."user_id" = u."id"),
		(SELECT s."country" FROM "sessions" s WHERE s."user_id" = u."id" AND s."country" IS NOT NULL
			ORDER BY s."started_at" DESC LIMIT 1)
	FROM "users" u
	WHERE EXISTS (SELECT 1 FROM "flowcharts" f WHERE f."user_id" = u."id")
		OR EXISTS (SELECT 1 FROM "sessions" s WHERE s."user_id" = u."id");--> statement-breakpoint
INSERT INTO "flowchart_daily_counts" ("day", "created")
	SELECT ("created_at" AT TIME ZONE 'UTC')::date, count(*) FROM "flowcharts" GROUP BY 1;--> statement-breakpoint
INSERT INTO "flowchart_language_counts" ("language", "count")
	SELECT "language", count(*) FROM "flowcharts" GROUP BY "language";
