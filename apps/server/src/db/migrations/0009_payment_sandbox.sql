CREATE TABLE "payment_sandbox_events" (
	"seq" serial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"type" text NOT NULL,
	"payload" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_sandbox_events_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"lookup_key" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_sandbox_objects_kind_check" CHECK ("payment_sandbox_objects"."kind" in ('customer','subscription','invoice','payment_intent'))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "number" text;--> statement-breakpoint
CREATE INDEX "payment_sandbox_events_due_idx" ON "payment_sandbox_events" USING btree ("next_attempt_at") WHERE "payment_sandbox_events"."delivered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sandbox_objects_lookup_key" ON "payment_sandbox_objects" USING btree ("kind","lookup_key");--> statement-breakpoint
CREATE INDEX "payment_sandbox_objects_kind_idx" ON "payment_sandbox_objects" USING btree ("kind");