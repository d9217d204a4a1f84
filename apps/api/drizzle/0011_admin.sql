CREATE TABLE "admin_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(50) NOT NULL,
	"action" varchar(40) NOT NULL,
	"target" varchar(200) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_rollover" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"from_semester_id" integer NOT NULL,
	"to_semester_id" integer NOT NULL,
	"to_school_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clazz" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "clazz" ADD COLUMN "graduated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "school" ADD COLUMN "code" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "student" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "student" ADD COLUMN "id_tail" varchar(6);--> statement-breakpoint
ALTER TABLE "teacher" ADD COLUMN "account_kind" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "teacher" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_actor_id_teacher_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."teacher"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_rollover" ADD CONSTRAINT "school_rollover_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_rollover" ADD CONSTRAINT "school_rollover_from_semester_id_semester_id_fk" FOREIGN KEY ("from_semester_id") REFERENCES "public"."semester"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_rollover" ADD CONSTRAINT "school_rollover_to_semester_id_semester_id_fk" FOREIGN KEY ("to_semester_id") REFERENCES "public"."semester"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_school_idx" ON "admin_audit" USING btree ("school_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_rollover_year_uq" ON "school_rollover" USING btree ("school_id","to_school_year");--> statement-breakpoint
CREATE UNIQUE INDEX "school_code_uq" ON "school" USING btree ("code") WHERE "school"."code" <> '';--> statement-breakpoint
-- The token lookup now reads the account kind and the first-password flag: a change to either is
-- heard by every process's token cache like a disabled account (0007_auth_changed_notify.sql).
DROP TRIGGER "teacher_auth_changed" ON "teacher";--> statement-breakpoint
CREATE TRIGGER teacher_auth_changed AFTER UPDATE OF disabled, school_id, section, account_kind, must_change_password OR DELETE ON teacher FOR EACH ROW EXECUTE FUNCTION auth_changed_notify();
