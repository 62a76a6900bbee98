CREATE TABLE "breakouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"standard_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"grade" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grading_scales" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"max_points" smallint NOT NULL,
	"levels" jsonb NOT NULL,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "passages" (
	"id" serial PRIMARY KEY NOT NULL,
	"worksheet_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"worksheet_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"answer_type" smallint NOT NULL,
	"standard_id" integer,
	"points" smallint DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"is_complete" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_answer_type_check" CHECK ("questions"."answer_type" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"grade" text NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"stable_key" text NOT NULL,
	"case_id" text,
	"emphasis" text,
	"position" smallint DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "standards_stable_key_unique" UNIQUE("stable_key")
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "subjects_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "worksheet_shares" (
	"worksheet_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"shared_by" integer NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "worksheet_shares_worksheet_id_teacher_id_pk" PRIMARY KEY("worksheet_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "worksheet_standards" (
	"worksheet_id" integer NOT NULL,
	"standard_id" integer NOT NULL,
	CONSTRAINT "worksheet_standards_worksheet_id_standard_id_pk" PRIMARY KEY("worksheet_id","standard_id")
);
--> statement-breakpoint
CREATE TABLE "worksheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"grade" text NOT NULL,
	"subject_id" integer NOT NULL,
	"domain_id" integer,
	"owner_id" integer,
	"school_id" integer,
	"is_library" boolean DEFAULT false NOT NULL,
	"library_key" text,
	"is_full_topic" boolean DEFAULT false NOT NULL,
	"source_worksheet_id" integer,
	"question_count" smallint DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "worksheets_library_key_unique" UNIQUE("library_key")
);
--> statement-breakpoint
CREATE TABLE "assignment_classes" (
	"assignment_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	CONSTRAINT "assignment_classes_assignment_id_class_id_pk" PRIMARY KEY("assignment_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "assignment_students" (
	"assignment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_students_assignment_id_student_id_pk" PRIMARY KEY("assignment_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"worksheet_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"staff_assignment_id" integer,
	"title" text NOT NULL,
	"access_code" text NOT NULL,
	"feedback_option" smallint NOT NULL,
	"read_aloud" boolean DEFAULT true NOT NULL,
	"shuffle" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone,
	"questions" jsonb NOT NULL,
	"question_count" smallint NOT NULL,
	"max_score" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "assignments_access_code_unique" UNIQUE("access_code"),
	CONSTRAINT "assignments_feedback_option_check" CHECK ("assignments"."feedback_option" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"current_question_id" integer,
	"question_order" jsonb,
	"score" double precision DEFAULT 0 NOT NULL,
	"max_score" double precision DEFAULT 0 NOT NULL,
	"answered_count" smallint DEFAULT 0 NOT NULL,
	"correct_count" smallint DEFAULT 0 NOT NULL,
	"pending_count" smallint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "attempts_status_check" CHECK ("attempts"."status" in ('in_progress','submitted'))
);
--> statement-breakpoint
CREATE TABLE "responses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"attempt_id" bigint NOT NULL,
	"question_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"status" text NOT NULL,
	"score" double precision DEFAULT 0 NOT NULL,
	"max_score" double precision DEFAULT 0 NOT NULL,
	"per_part" jsonb,
	"client_id" uuid NOT NULL,
	"client_seq" bigint NOT NULL,
	"attempt_count" smallint DEFAULT 1 NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"grading_scale_id" integer,
	"feedback" text,
	"override_note" text,
	"graded_by" integer,
	"graded_at" timestamp with time zone,
	"feedback_seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_assignment_teachers" (
	"staff_assignment_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "staff_assignment_teachers_staff_assignment_id_teacher_id_pk" PRIMARY KEY("staff_assignment_id","teacher_id"),
	CONSTRAINT "staff_assignment_teachers_status_check" CHECK ("staff_assignment_teachers"."status" in ('received','accepted'))
);
--> statement-breakpoint
CREATE TABLE "staff_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"worksheet_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"district_id" integer,
	"school_id" integer,
	"title" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"feedback_option" smallint DEFAULT 2 NOT NULL,
	"read_aloud" boolean DEFAULT true NOT NULL,
	"shuffle" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "breakouts" ADD CONSTRAINT "breakouts_standard_id_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."standards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_scales" ADD CONSTRAINT "grading_scales_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passages" ADD CONSTRAINT "passages_worksheet_id_worksheets_id_fk" FOREIGN KEY ("worksheet_id") REFERENCES "public"."worksheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_worksheet_id_worksheets_id_fk" FOREIGN KEY ("worksheet_id") REFERENCES "public"."worksheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_standard_id_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."standards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standards" ADD CONSTRAINT "standards_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheet_shares" ADD CONSTRAINT "worksheet_shares_worksheet_id_worksheets_id_fk" FOREIGN KEY ("worksheet_id") REFERENCES "public"."worksheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheet_shares" ADD CONSTRAINT "worksheet_shares_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheet_shares" ADD CONSTRAINT "worksheet_shares_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheet_standards" ADD CONSTRAINT "worksheet_standards_worksheet_id_worksheets_id_fk" FOREIGN KEY ("worksheet_id") REFERENCES "public"."worksheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheet_standards" ADD CONSTRAINT "worksheet_standards_standard_id_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."standards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheets" ADD CONSTRAINT "worksheets_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheets" ADD CONSTRAINT "worksheets_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheets" ADD CONSTRAINT "worksheets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheets" ADD CONSTRAINT "worksheets_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_classes" ADD CONSTRAINT "assignment_classes_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_classes" ADD CONSTRAINT "assignment_classes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_students" ADD CONSTRAINT "assignment_students_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_students" ADD CONSTRAINT "assignment_students_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_students" ADD CONSTRAINT "assignment_students_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_worksheet_id_worksheets_id_fk" FOREIGN KEY ("worksheet_id") REFERENCES "public"."worksheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_staff_assignment_id_staff_assignments_id_fk" FOREIGN KEY ("staff_assignment_id") REFERENCES "public"."staff_assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_grading_scale_id_grading_scales_id_fk" FOREIGN KEY ("grading_scale_id") REFERENCES "public"."grading_scales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignment_teachers" ADD CONSTRAINT "staff_assignment_teachers_staff_assignment_id_staff_assignments_id_fk" FOREIGN KEY ("staff_assignment_id") REFERENCES "public"."staff_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignment_teachers" ADD CONSTRAINT "staff_assignment_teachers_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_worksheet_id_worksheets_id_fk" FOREIGN KEY ("worksheet_id") REFERENCES "public"."worksheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "breakouts_code_key" ON "breakouts" USING btree ("standard_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "domains_key" ON "domains" USING btree ("state_id","subject_id","grade","code");--> statement-breakpoint
CREATE INDEX "images_owner_idx" ON "images" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "passages_worksheet_idx" ON "passages" USING btree ("worksheet_id");--> statement-breakpoint
CREATE INDEX "questions_worksheet_idx" ON "questions" USING btree ("worksheet_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "standards_code_key" ON "standards" USING btree ("state_id","subject_id","code");--> statement-breakpoint
CREATE INDEX "standards_domain_idx" ON "standards" USING btree ("domain_id");--> statement-breakpoint
CREATE INDEX "standards_grade_idx" ON "standards" USING btree ("state_id","subject_id","grade");--> statement-breakpoint
CREATE INDEX "worksheet_shares_teacher_idx" ON "worksheet_shares" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "worksheet_standards_std_idx" ON "worksheet_standards" USING btree ("standard_id");--> statement-breakpoint
CREATE INDEX "worksheets_owner_idx" ON "worksheets" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "worksheets_library_idx" ON "worksheets" USING btree ("is_library","grade","subject_id","domain_id");--> statement-breakpoint
CREATE INDEX "worksheets_search_idx" ON "worksheets" USING gin (to_tsvector('english', "search_text"));--> statement-breakpoint
CREATE INDEX "assignment_classes_class_idx" ON "assignment_classes" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "assignment_students_student_idx" ON "assignment_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "assignments_teacher_idx" ON "assignments" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_assignment_student_key" ON "attempts" USING btree ("assignment_id","student_id");--> statement-breakpoint
CREATE INDEX "attempts_student_idx" ON "attempts" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "responses_attempt_question_key" ON "responses" USING btree ("attempt_id","question_id");--> statement-breakpoint
CREATE INDEX "responses_pending_idx" ON "responses" USING btree ("status") WHERE "responses"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "staff_assignment_teachers_teacher_idx" ON "staff_assignment_teachers" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "staff_assignments_district_idx" ON "staff_assignments" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "staff_assignments_school_idx" ON "staff_assignments" USING btree ("school_id");