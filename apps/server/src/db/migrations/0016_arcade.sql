CREATE TABLE "arcade_class_settings" (
	"class_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"open_mode" smallint DEFAULT 1 NOT NULL,
	"window_start" text,
	"window_end" text,
	"show_ranks" boolean DEFAULT false NOT NULL,
	"completion_reward" smallint DEFAULT 2 NOT NULL,
	"coin_amounts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arcade_class_settings_mode" CHECK ("arcade_class_settings"."open_mode" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "arcade_district_settings" (
	"district_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arcade_inventory" (
	"student_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "arcade_inventory_student_id_item_id_pk" PRIMARY KEY("student_id","item_id"),
	CONSTRAINT "arcade_inventory_quantity_nonnegative" CHECK ("arcade_inventory"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "arcade_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"source" smallint,
	"ref_key" text NOT NULL,
	"class_id" integer,
	"item_id" integer,
	"quantity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arcade_profiles" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"rerolls" integer DEFAULT 0 NOT NULL,
	"banner_item" integer,
	"avatar_item" integer,
	"card_item" integer,
	"aquarium" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "arcade_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"class_id" integer,
	"game_id" smallint NOT NULL,
	"seed" integer NOT NULL,
	"day" date NOT NULL,
	"used_token" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"score" integer,
	"won" boolean,
	"refused" text
);
--> statement-breakpoint
CREATE TABLE "arcade_wallets" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arcade_wallets_balance_nonnegative" CHECK ("arcade_wallets"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "arcade_class_settings" ADD CONSTRAINT "arcade_class_settings_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arcade_class_settings" ADD CONSTRAINT "arcade_class_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arcade_district_settings" ADD CONSTRAINT "arcade_district_settings_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arcade_district_settings" ADD CONSTRAINT "arcade_district_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arcade_inventory" ADD CONSTRAINT "arcade_inventory_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arcade_ledger" ADD CONSTRAINT "arcade_ledger_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arcade_ledger" ADD CONSTRAINT "arcade_ledger_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arcade_profiles" ADD CONSTRAINT "arcade_profiles_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arcade_rounds" ADD CONSTRAINT "arcade_rounds_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arcade_rounds" ADD CONSTRAINT "arcade_rounds_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arcade_wallets" ADD CONSTRAINT "arcade_wallets_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arcade_ledger_ref_uq" ON "arcade_ledger" USING btree ("student_id","ref_key");--> statement-breakpoint
CREATE INDEX "arcade_ledger_class_idx" ON "arcade_ledger" USING btree ("class_id","created_at");--> statement-breakpoint
CREATE INDEX "arcade_rounds_student_day_idx" ON "arcade_rounds" USING btree ("student_id","day");--> statement-breakpoint
CREATE INDEX "arcade_rounds_class_idx" ON "arcade_rounds" USING btree ("class_id","game_id","started_at");