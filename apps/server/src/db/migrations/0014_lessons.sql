CREATE TABLE "lesson_participants" (
	"session_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_participants_session_id_student_id_pk" PRIMARY KEY("session_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_responses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"component_key" text NOT NULL,
	"item_key" text NOT NULL,
	"value" jsonb NOT NULL,
	"status" text,
	"score" double precision DEFAULT 0 NOT NULL,
	"max_score" double precision DEFAULT 0 NOT NULL,
	"standard_id" integer,
	"client_seq" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_routings" (
	"session_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"component_key" text NOT NULL,
	"standard_id" integer,
	"score" double precision NOT NULL,
	"route" text NOT NULL,
	"intervention_kind" smallint DEFAULT 0 NOT NULL,
	"overridden_by" integer,
	"recheck_score" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_routings_session_id_student_id_component_key_pk" PRIMARY KEY("session_id","student_id","component_key")
);
--> statement-breakpoint
CREATE TABLE "lesson_session_classes" (
	"session_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	CONSTRAINT "lesson_session_classes_session_id_class_id_pk" PRIMARY KEY("session_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	"access_code" text NOT NULL,
	"status" text DEFAULT 'live' NOT NULL,
	"slide_index" smallint DEFAULT 0 NOT NULL,
	"show_names" boolean DEFAULT false NOT NULL,
	"routing_version" integer DEFAULT 0 NOT NULL,
	"rating" smallint,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lesson_standards" (
	"lesson_id" integer NOT NULL,
	"standard_id" integer NOT NULL,
	CONSTRAINT "lesson_standards_lesson_id_standard_id_pk" PRIMARY KEY("lesson_id","standard_id")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"library_key" text,
	"owner_id" integer,
	"shared_school_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"grade" text,
	"subject_id" integer,
	"domain_id" integer,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "lessons_library_key_unique" UNIQUE("library_key"),
	CONSTRAINT "lessons_kind_owner" CHECK (("lessons"."kind" = 'clear') = ("lessons"."owner_id" is null))
);
--> statement-breakpoint
ALTER TABLE "lesson_participants" ADD CONSTRAINT "lesson_participants_session_id_lesson_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."lesson_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_participants" ADD CONSTRAINT "lesson_participants_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_participants" ADD CONSTRAINT "lesson_participants_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_responses" ADD CONSTRAINT "lesson_responses_session_id_lesson_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."lesson_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_responses" ADD CONSTRAINT "lesson_responses_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_responses" ADD CONSTRAINT "lesson_responses_standard_id_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."standards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_routings" ADD CONSTRAINT "lesson_routings_session_id_lesson_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."lesson_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_routings" ADD CONSTRAINT "lesson_routings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_routings" ADD CONSTRAINT "lesson_routings_standard_id_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."standards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_routings" ADD CONSTRAINT "lesson_routings_overridden_by_users_id_fk" FOREIGN KEY ("overridden_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_session_classes" ADD CONSTRAINT "lesson_session_classes_session_id_lesson_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."lesson_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_session_classes" ADD CONSTRAINT "lesson_session_classes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_sessions" ADD CONSTRAINT "lesson_sessions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_sessions" ADD CONSTRAINT "lesson_sessions_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_standards" ADD CONSTRAINT "lesson_standards_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_standards" ADD CONSTRAINT "lesson_standards_standard_id_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."standards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_shared_school_id_schools_id_fk" FOREIGN KEY ("shared_school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_responses_item" ON "lesson_responses" USING btree ("session_id","student_id","component_key","item_key");--> statement-breakpoint
CREATE INDEX "lesson_session_classes_class_idx" ON "lesson_session_classes" USING btree ("class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_sessions_open_code" ON "lesson_sessions" USING btree ("access_code") WHERE "lesson_sessions"."status" <> 'ended';--> statement-breakpoint
CREATE INDEX "lesson_sessions_teacher_idx" ON "lesson_sessions" USING btree ("teacher_id","started_at");--> statement-breakpoint
CREATE INDEX "lesson_sessions_lesson_idx" ON "lesson_sessions" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "lesson_standards_standard_idx" ON "lesson_standards" USING btree ("standard_id");--> statement-breakpoint
CREATE INDEX "lessons_owner_idx" ON "lessons" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "lessons_grade_idx" ON "lessons" USING btree ("kind","grade");