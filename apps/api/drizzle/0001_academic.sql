CREATE TABLE "exam" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_group_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"full_score" real NOT NULL,
	"manager_id" integer,
	"score_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"semester_id" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" smallint NOT NULL,
	"exam_date" date NOT NULL,
	"mark_type" smallint DEFAULT 4 NOT NULL,
	"mark_status" smallint DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_group_clazz" (
	"exam_group_id" integer NOT NULL,
	"clazz_id" integer NOT NULL,
	CONSTRAINT "exam_group_clazz_exam_group_id_clazz_id_pk" PRIMARY KEY("exam_group_id","clazz_id")
);
--> statement-breakpoint
CREATE TABLE "exam_question" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"idx" smallint NOT NULL,
	"question_no" varchar(16) NOT NULL,
	"objective" boolean NOT NULL,
	"choice_kind" varchar(8),
	"options" varchar(8),
	"answer_key" varchar(8),
	"full_score" real NOT NULL,
	"partial_score" real DEFAULT 0 NOT NULL,
	"knowledge_point_ids" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_rank" (
	"exam_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"clazz_id" integer NOT NULL,
	"total" real NOT NULL,
	"clazz_rank" integer NOT NULL,
	"grade_rank" integer NOT NULL,
	"tier" varchar(12),
	CONSTRAINT "exam_rank_exam_id_student_id_pk" PRIMARY KEY("exam_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "exam_report" (
	"exam_id" integer PRIMARY KEY NOT NULL,
	"score_version" integer NOT NULL,
	"settings_key" text NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	"grade" json NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_report_clazz" (
	"exam_id" integer NOT NULL,
	"clazz_id" integer NOT NULL,
	"data" json NOT NULL,
	CONSTRAINT "exam_report_clazz_exam_id_clazz_id_pk" PRIMARY KEY("exam_id","clazz_id")
);
--> statement-breakpoint
CREATE TABLE "exam_student" (
	"exam_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"clazz_id" integer NOT NULL,
	"absent" boolean DEFAULT false NOT NULL,
	"scores" real[] NOT NULL,
	"answers" text[],
	"total" real,
	CONSTRAINT "exam_student_exam_id_student_id_pk" PRIMARY KEY("exam_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "knowledge_point" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"parent_id" integer,
	"name" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_setting" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"student_id" integer,
	"teacher_id" integer NOT NULL,
	"action" varchar(20) NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_review" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"requester_id" integer NOT NULL,
	"reason" varchar(500) NOT NULL,
	"proposed_score" real,
	"status" smallint DEFAULT 0 NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"reply" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam" ADD CONSTRAINT "exam_exam_group_id_exam_group_id_fk" FOREIGN KEY ("exam_group_id") REFERENCES "public"."exam_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam" ADD CONSTRAINT "exam_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam" ADD CONSTRAINT "exam_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam" ADD CONSTRAINT "exam_manager_id_teacher_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."teacher"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_group" ADD CONSTRAINT "exam_group_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_group" ADD CONSTRAINT "exam_group_semester_id_semester_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semester"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_group" ADD CONSTRAINT "exam_group_grade_id_grade_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_group" ADD CONSTRAINT "exam_group_created_by_teacher_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."teacher"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_group_clazz" ADD CONSTRAINT "exam_group_clazz_exam_group_id_exam_group_id_fk" FOREIGN KEY ("exam_group_id") REFERENCES "public"."exam_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_group_clazz" ADD CONSTRAINT "exam_group_clazz_clazz_id_clazz_id_fk" FOREIGN KEY ("clazz_id") REFERENCES "public"."clazz"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_question" ADD CONSTRAINT "exam_question_exam_id_exam_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exam"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_rank" ADD CONSTRAINT "exam_rank_exam_id_exam_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exam"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_report" ADD CONSTRAINT "exam_report_exam_id_exam_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exam"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_report_clazz" ADD CONSTRAINT "exam_report_clazz_exam_id_exam_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exam"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_report_clazz" ADD CONSTRAINT "exam_report_clazz_clazz_id_clazz_id_fk" FOREIGN KEY ("clazz_id") REFERENCES "public"."clazz"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_student" ADD CONSTRAINT "exam_student_exam_id_exam_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exam"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_student" ADD CONSTRAINT "exam_student_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_student" ADD CONSTRAINT "exam_student_clazz_id_clazz_id_fk" FOREIGN KEY ("clazz_id") REFERENCES "public"."clazz"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_point" ADD CONSTRAINT "knowledge_point_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_setting" ADD CONSTRAINT "report_setting_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_setting" ADD CONSTRAINT "report_setting_updated_by_teacher_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."teacher"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_audit" ADD CONSTRAINT "score_audit_exam_id_exam_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exam"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_audit" ADD CONSTRAINT "score_audit_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_audit" ADD CONSTRAINT "score_audit_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_review" ADD CONSTRAINT "score_review_exam_id_exam_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exam"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_review" ADD CONSTRAINT "score_review_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_review" ADD CONSTRAINT "score_review_question_id_exam_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_review" ADD CONSTRAINT "score_review_requester_id_teacher_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."teacher"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_review" ADD CONSTRAINT "score_review_handled_by_teacher_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."teacher"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_group_subject_uq" ON "exam" USING btree ("exam_group_id","subject_id");--> statement-breakpoint
CREATE INDEX "exam_school_idx" ON "exam" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "exam_group_school_sem_idx" ON "exam_group" USING btree ("school_id","semester_id");--> statement-breakpoint
CREATE INDEX "exam_group_grade_idx" ON "exam_group" USING btree ("grade_id","exam_date");--> statement-breakpoint
CREATE INDEX "exam_group_clazz_clazz_idx" ON "exam_group_clazz" USING btree ("clazz_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_question_exam_idx_uq" ON "exam_question" USING btree ("exam_id","idx");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_question_exam_no_uq" ON "exam_question" USING btree ("exam_id","question_no");--> statement-breakpoint
CREATE INDEX "exam_rank_grade_idx" ON "exam_rank" USING btree ("exam_id","grade_rank");--> statement-breakpoint
CREATE INDEX "exam_student_clazz_idx" ON "exam_student" USING btree ("exam_id","clazz_id");--> statement-breakpoint
CREATE INDEX "exam_student_student_idx" ON "exam_student" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "knowledge_point_subject_idx" ON "knowledge_point" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "score_audit_exam_idx" ON "score_audit" USING btree ("exam_id","created_at");--> statement-breakpoint
CREATE INDEX "score_review_exam_idx" ON "score_review" USING btree ("exam_id","status");