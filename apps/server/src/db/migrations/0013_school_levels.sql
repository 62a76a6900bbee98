CREATE TABLE "report_school_levels" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"th_approaches" smallint NOT NULL,
	"th_meets" smallint NOT NULL,
	"th_masters" smallint NOT NULL,
	"deleted_classes" text NOT NULL,
	"scored" integer NOT NULL,
	"items" integer NOT NULL,
	"correct" integer NOT NULL,
	"points" double precision NOT NULL,
	"max_points" double precision NOT NULL,
	"did_not_meet" integer NOT NULL,
	"approaches" integer NOT NULL,
	"meets" integer NOT NULL,
	"masters" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_sl_district_idx" ON "report_school_levels" USING btree ("district_id");