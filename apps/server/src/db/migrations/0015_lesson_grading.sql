CREATE TABLE "lesson_turn_ins" (
	"session_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"component_key" text NOT NULL,
	"recheck" boolean NOT NULL,
	"turned_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_turn_ins_session_id_student_id_component_key_recheck_pk" PRIMARY KEY("session_id","student_id","component_key","recheck")
);
--> statement-breakpoint
ALTER TABLE "lesson_responses" ADD COLUMN "graded_by" integer;--> statement-breakpoint
ALTER TABLE "lesson_responses" ADD COLUMN "feedback" text;--> statement-breakpoint
ALTER TABLE "lesson_turn_ins" ADD CONSTRAINT "lesson_turn_ins_session_id_lesson_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."lesson_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_turn_ins" ADD CONSTRAINT "lesson_turn_ins_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_responses" ADD CONSTRAINT "lesson_responses_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_responses_pending" ON "lesson_responses" USING btree ("session_id") WHERE "lesson_responses"."status" = 'pending';