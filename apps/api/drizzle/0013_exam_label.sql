CREATE TABLE "exam_label" (
	"exam_id" integer PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"finished_by" integer,
	"finished_at" timestamp with time zone,
	"withdrawn_by" integer,
	"withdrawn_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "label_folder" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam" ADD COLUMN "tag_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_question" ADD COLUMN "method_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_question" ADD COLUMN "difficulty" smallint;--> statement-breakpoint
ALTER TABLE "exam_question" ADD COLUMN "question_type" varchar(20);--> statement-breakpoint
ALTER TABLE "exam_question" ADD COLUMN "folder_id" integer;--> statement-breakpoint
ALTER TABLE "exam_question" ADD COLUMN "tagged_by" integer;--> statement-breakpoint
ALTER TABLE "exam_question" ADD COLUMN "tagged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_label" ADD CONSTRAINT "exam_label_exam_id_exam_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exam"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_label" ADD CONSTRAINT "exam_label_finished_by_teacher_id_fk" FOREIGN KEY ("finished_by") REFERENCES "public"."teacher"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_label" ADD CONSTRAINT "exam_label_withdrawn_by_teacher_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."teacher"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_folder" ADD CONSTRAINT "label_folder_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_folder" ADD CONSTRAINT "label_folder_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_folder" ADD CONSTRAINT "label_folder_created_by_teacher_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."teacher"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_label_status_idx" ON "exam_label" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "label_folder_name_uq" ON "label_folder" USING btree ("school_id","subject_id","name");--> statement-breakpoint
ALTER TABLE "exam_question" ADD CONSTRAINT "exam_question_tagged_by_teacher_id_fk" FOREIGN KEY ("tagged_by") REFERENCES "public"."teacher"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Written by hand (not in the drizzle schema, to keep schema.ts free of an import cycle with schema-label.ts): a deleted folder leaves its questions unfiled.
ALTER TABLE "exam_question" ADD CONSTRAINT "exam_question_folder_id_label_folder_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."label_folder"("id") ON DELETE set null ON UPDATE no action;
