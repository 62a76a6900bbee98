CREATE TABLE "coaching_cycles" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"title" text NOT NULL,
	"standard_ids" integer[] NOT NULL,
	"starts_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_cycles_standards" CHECK (cardinality("coaching_cycles"."standard_ids") between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "coaching_cycles" ADD CONSTRAINT "coaching_cycles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_cycles" ADD CONSTRAINT "coaching_cycles_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_cycles" ADD CONSTRAINT "coaching_cycles_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coaching_cycles_school_idx" ON "coaching_cycles" USING btree ("school_id","starts_on");