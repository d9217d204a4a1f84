CREATE TABLE "joint_exam" (
	"id" serial PRIMARY KEY NOT NULL,
	"organiser_school_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"section" smallint NOT NULL,
	"grade_no" smallint NOT NULL,
	"exam_date" date NOT NULL,
	"anonymous" boolean DEFAULT true NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "joint_exam_school" (
	"joint_exam_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"letter" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"exam_group_id" integer,
	"included" boolean DEFAULT false NOT NULL,
	"responded_by" integer,
	"responded_at" timestamp with time zone,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "joint_exam_school_joint_exam_id_school_id_pk" PRIMARY KEY("joint_exam_id","school_id")
);
--> statement-breakpoint
CREATE TABLE "joint_exam_subject" (
	"joint_exam_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"full_score" double precision NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "joint_exam_subject_joint_exam_id_subject_id_pk" PRIMARY KEY("joint_exam_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "joint_grading_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"joint_exam_id" integer NOT NULL,
	"subject_id" integer,
	"name" varchar(20) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"value" double precision NOT NULL,
	"sort" smallint NOT NULL,
	CONSTRAINT "joint_grading_line_kind" CHECK ("joint_grading_line"."kind" in ('score', 'share'))
);
--> statement-breakpoint
CREATE TABLE "joint_report" (
	"joint_exam_id" integer NOT NULL,
	"subject_key" integer NOT NULL,
	"stamp" text NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	"doc" "bytea" NOT NULL,
	CONSTRAINT "joint_report_joint_exam_id_subject_key_pk" PRIMARY KEY("joint_exam_id","subject_key")
);
--> statement-breakpoint
CREATE TABLE "joint_report_school" (
	"joint_exam_id" integer NOT NULL,
	"subject_key" integer NOT NULL,
	"school_id" integer NOT NULL,
	"doc" "bytea" NOT NULL,
	CONSTRAINT "joint_report_school_joint_exam_id_subject_key_school_id_pk" PRIMARY KEY("joint_exam_id","subject_key","school_id")
);
--> statement-breakpoint
ALTER TABLE "school" ADD COLUMN "region_id" integer;--> statement-breakpoint
ALTER TABLE "joint_exam" ADD CONSTRAINT "joint_exam_organiser_school_id_school_id_fk" FOREIGN KEY ("organiser_school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joint_exam" ADD CONSTRAINT "joint_exam_created_by_teacher_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."teacher"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joint_exam_school" ADD CONSTRAINT "joint_exam_school_joint_exam_id_joint_exam_id_fk" FOREIGN KEY ("joint_exam_id") REFERENCES "public"."joint_exam"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joint_exam_school" ADD CONSTRAINT "joint_exam_school_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joint_exam_school" ADD CONSTRAINT "joint_exam_school_exam_group_id_exam_group_id_fk" FOREIGN KEY ("exam_group_id") REFERENCES "public"."exam_group"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joint_exam_school" ADD CONSTRAINT "joint_exam_school_responded_by_teacher_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."teacher"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joint_exam_subject" ADD CONSTRAINT "joint_exam_subject_joint_exam_id_joint_exam_id_fk" FOREIGN KEY ("joint_exam_id") REFERENCES "public"."joint_exam"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joint_exam_subject" ADD CONSTRAINT "joint_exam_subject_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joint_grading_line" ADD CONSTRAINT "joint_grading_line_joint_exam_id_joint_exam_id_fk" FOREIGN KEY ("joint_exam_id") REFERENCES "public"."joint_exam"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joint_grading_line" ADD CONSTRAINT "joint_grading_line_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joint_report" ADD CONSTRAINT "joint_report_joint_exam_id_joint_exam_id_fk" FOREIGN KEY ("joint_exam_id") REFERENCES "public"."joint_exam"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joint_report_school" ADD CONSTRAINT "joint_report_school_joint_exam_id_joint_exam_id_fk" FOREIGN KEY ("joint_exam_id") REFERENCES "public"."joint_exam"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joint_report_school" ADD CONSTRAINT "joint_report_school_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "joint_exam_organiser_idx" ON "joint_exam" USING btree ("organiser_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "joint_exam_school_letter_uq" ON "joint_exam_school" USING btree ("joint_exam_id","letter");--> statement-breakpoint
CREATE INDEX "joint_exam_school_school_idx" ON "joint_exam_school" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "joint_exam_school_group_uq" ON "joint_exam_school" USING btree ("exam_group_id");--> statement-breakpoint
CREATE INDEX "joint_grading_line_exam_idx" ON "joint_grading_line" USING btree ("joint_exam_id");--> statement-breakpoint
ALTER TABLE "school" ADD CONSTRAINT "school_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_region_idx" ON "school" USING btree ("region_id");