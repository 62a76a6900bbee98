CREATE TABLE "stored_files" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"school_id" integer,
	"bytes" integer NOT NULL,
	"content_type" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unused_since" timestamp with time zone,
	CONSTRAINT "stored_files_bytes_check" CHECK ("stored_files"."bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "stored_files_school_idx" ON "stored_files" USING btree ("school_id");--> statement-breakpoint
-- Every uploaded picture already recorded gets its owner row (owner, the owner's school, size).
INSERT INTO "stored_files" ("storage_key", "owner_id", "school_id", "bytes", "content_type", "purpose", "created_at")
SELECT i."storage_key", i."owner_id", u."school_id", i."bytes", i."content_type", 'image', i."created_at"
FROM "images" i JOIN "users" u ON u."id" = i."owner_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A lesson shared with a school by a teacher whose place there no admin confirmed stops being shared (decision 0035).
UPDATE "lessons" SET "shared_school_id" = NULL
WHERE "shared_school_id" IS NOT NULL
  AND "owner_id" IN (SELECT "id" FROM "users" WHERE NOT "placement_confirmed");
