CREATE TABLE "activity_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tx" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer NOT NULL,
	"student_id" integer,
	"class_id" integer,
	"school_id" integer,
	"district_id" integer,
	"assignment_id" integer,
	"attempt_id" bigint,
	"question_id" integer,
	"standard_id" integer,
	"object_id" integer,
	"source" smallint,
	"score" double precision,
	"max_score" double precision,
	"session_id" uuid,
	CONSTRAINT "activity_events_type_check" CHECK ("activity_events"."type" in ('SessionEvent','AssessmentEvent','AssessmentItemEvent','GradeEvent','ResourceManagementEvent','ViewEvent','GameEvent'))
);
--> statement-breakpoint
CREATE TABLE "district_report_settings" (
	"district_id" integer PRIMARY KEY NOT NULL,
	"approaches" smallint NOT NULL,
	"meets" smallint NOT NULL,
	"masters" smallint NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "district_report_settings_order" CHECK (0 < "district_report_settings"."approaches" and "district_report_settings"."approaches" < "district_report_settings"."meets" and "district_report_settings"."meets" < "district_report_settings"."masters" and "district_report_settings"."masters" <= 100)
);
--> statement-breakpoint
CREATE TABLE "report_class_assignment" (
	"assignment_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"assigned" integer NOT NULL,
	"started" integer NOT NULL,
	"submitted" integer NOT NULL,
	"graded" integer NOT NULL,
	"pending" integer NOT NULL,
	"points" double precision NOT NULL,
	"max_points" double precision NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone,
	CONSTRAINT "report_class_assignment_assignment_id_class_id_pk" PRIMARY KEY("assignment_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "report_rollup_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"watermark" "xid8" NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rebuilt_at" timestamp with time zone,
	CONSTRAINT "report_rollup_state_one_row" CHECK ("report_rollup_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "report_school_day_usage" (
	"school_id" integer NOT NULL,
	"day" date NOT NULL,
	"district_id" integer NOT NULL,
	"active_students" integer NOT NULL,
	"sessions" integer NOT NULL,
	"active_seconds" integer NOT NULL,
	"answers" integer NOT NULL,
	"submissions" integer NOT NULL,
	"lessons" integer NOT NULL,
	CONSTRAINT "report_school_day_usage_school_id_day_pk" PRIMARY KEY("school_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_school_standard_week" (
	"school_id" integer NOT NULL,
	"standard_id" integer NOT NULL,
	"week" date NOT NULL,
	"district_id" integer NOT NULL,
	"items" integer NOT NULL,
	"correct" integer NOT NULL,
	"points" double precision NOT NULL,
	"max_points" double precision NOT NULL,
	CONSTRAINT "report_school_standard_week_school_id_standard_id_week_pk" PRIMARY KEY("school_id","standard_id","week")
);
--> statement-breakpoint
CREATE TABLE "report_student_day_usage" (
	"student_id" integer NOT NULL,
	"day" date NOT NULL,
	"school_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"sessions" integer NOT NULL,
	"active_seconds" integer NOT NULL,
	"answers" integer NOT NULL,
	"submissions" integer NOT NULL,
	"lessons" integer NOT NULL,
	CONSTRAINT "report_student_day_usage_student_id_day_pk" PRIMARY KEY("student_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_student_standard_day" (
	"student_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"standard_id" integer NOT NULL,
	"day" date NOT NULL,
	"school_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"items" integer NOT NULL,
	"correct" integer NOT NULL,
	"points" double precision NOT NULL,
	"max_points" double precision NOT NULL,
	CONSTRAINT "report_student_standard_day_student_id_class_id_standard_id_day_pk" PRIMARY KEY("student_id","class_id","standard_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_student_total" (
	"student_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"items" integer NOT NULL,
	"correct" integer NOT NULL,
	"points" double precision NOT NULL,
	"max_points" double precision NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	CONSTRAINT "report_student_total_student_id_class_id_pk" PRIMARY KEY("student_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "report_student_week" (
	"student_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"week" date NOT NULL,
	"school_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"items" integer NOT NULL,
	"correct" integer NOT NULL,
	"points" double precision NOT NULL,
	"max_points" double precision NOT NULL,
	CONSTRAINT "report_student_week_student_id_class_id_week_pk" PRIMARY KEY("student_id","class_id","week")
);
--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "standard_id" integer;--> statement-breakpoint
ALTER TABLE "district_report_settings" ADD CONSTRAINT "district_report_settings_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_tx_idx" ON "activity_events" USING btree ("tx");--> statement-breakpoint
CREATE INDEX "activity_events_student_idx" ON "activity_events" USING btree ("student_id","occurred_at");--> statement-breakpoint
CREATE INDEX "report_ca_class_idx" ON "report_class_assignment" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "report_ca_school_idx" ON "report_class_assignment" USING btree ("school_id","starts_at");--> statement-breakpoint
CREATE INDEX "report_ca_district_idx" ON "report_class_assignment" USING btree ("district_id","starts_at");--> statement-breakpoint
CREATE INDEX "report_scdu_district_idx" ON "report_school_day_usage" USING btree ("district_id","day");--> statement-breakpoint
CREATE INDEX "report_sssw_district_idx" ON "report_school_standard_week" USING btree ("district_id","week");--> statement-breakpoint
CREATE INDEX "report_sdu_school_idx" ON "report_student_day_usage" USING btree ("school_id","day");--> statement-breakpoint
CREATE INDEX "report_ssd_class_idx" ON "report_student_standard_day" USING btree ("class_id","day");--> statement-breakpoint
CREATE INDEX "report_ssd_school_idx" ON "report_student_standard_day" USING btree ("school_id","day");--> statement-breakpoint
CREATE INDEX "report_st_school_idx" ON "report_student_total" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "report_st_district_idx" ON "report_student_total" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "report_sw_class_idx" ON "report_student_week" USING btree ("class_id","week");--> statement-breakpoint
CREATE INDEX "report_sw_school_idx" ON "report_student_week" USING btree ("school_id","week");--> statement-breakpoint
CREATE INDEX "report_sw_district_idx" ON "report_student_week" USING btree ("district_id","week");--> statement-breakpoint
-- Answers saved before this migration take their standard from the assignment's question snapshot.
UPDATE "responses" r SET "standard_id" = (q.value ->> 'standardId')::int
FROM "attempts" a, "assignments" g, jsonb_array_elements(g."questions") q
WHERE a.id = r.attempt_id AND g.id = a.assignment_id AND (q.value ->> 'id')::int = r.question_id
  AND q.value ? 'standardId';--> statement-breakpoint
-- Never rebuilt: the server rebuilds the rollups from the raw rows at its next start.
INSERT INTO "report_rollup_state" ("id", "watermark") VALUES (1, pg_current_xact_id());
