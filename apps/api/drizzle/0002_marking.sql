CREATE TABLE "marking_answer" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"clazz_id" integer NOT NULL,
	"image_key" varchar(300) NOT NULL,
	"rotation" smallint DEFAULT 0 NOT NULL,
	"ink_ratio" real,
	"status" smallint DEFAULT 0 NOT NULL,
	"final_scores" real[],
	"final_score" real,
	"blank_audit" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marking_answer_label" (
	"answer_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marking_answer_label_answer_id_label_id_pk" PRIMARY KEY("answer_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "marking_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"question_ids" integer[] NOT NULL,
	"full_score" real NOT NULL,
	"score_step" real DEFAULT 1 NOT NULL,
	"rubric" text DEFAULT '' NOT NULL,
	"model_essays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"double_marking" boolean DEFAULT false NOT NULL,
	"tolerance" real DEFAULT 0 NOT NULL,
	"assign_mode" varchar(8) DEFAULT 'even' NOT NULL,
	"blank_threshold" real DEFAULT 0.004 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marking_label" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"teacher_id" integer,
	"name" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marking_marker" (
	"group_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"role" varchar(8) NOT NULL,
	"quota" integer,
	"clazz_ids" integer[],
	"hidden" boolean DEFAULT false NOT NULL,
	CONSTRAINT "marking_marker_group_id_teacher_id_role_pk" PRIMARY KEY("group_id","teacher_id","role")
);
--> statement-breakpoint
CREATE TABLE "marking_problem" (
	"id" serial PRIMARY KEY NOT NULL,
	"answer_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"slot_id" integer,
	"reporter_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"resolution" varchar(8),
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marking_score_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"answer_id" integer NOT NULL,
	"slot_id" integer,
	"teacher_id" integer NOT NULL,
	"action" varchar(16) NOT NULL,
	"old_scores" real[],
	"new_scores" real[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marking_slot" (
	"id" serial PRIMARY KEY NOT NULL,
	"answer_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"clazz_id" integer NOT NULL,
	"round" smallint NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"holder_id" integer,
	"lease_until" timestamp with time zone,
	"handed_at" timestamp with time zone,
	"marker_id" integer,
	"scores" real[],
	"score" real,
	"submitted_at" timestamp with time zone,
	"spent_ms" integer
);
--> statement-breakpoint
CREATE TABLE "marking_template" (
	"exam_id" integer PRIMARY KEY NOT NULL,
	"image_key" varchar(300),
	"regions" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marking_answer" ADD CONSTRAINT "marking_answer_group_id_marking_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."marking_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_answer" ADD CONSTRAINT "marking_answer_exam_id_exam_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exam"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_answer" ADD CONSTRAINT "marking_answer_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_answer" ADD CONSTRAINT "marking_answer_clazz_id_clazz_id_fk" FOREIGN KEY ("clazz_id") REFERENCES "public"."clazz"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_answer_label" ADD CONSTRAINT "marking_answer_label_answer_id_marking_answer_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."marking_answer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_answer_label" ADD CONSTRAINT "marking_answer_label_label_id_marking_label_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."marking_label"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_answer_label" ADD CONSTRAINT "marking_answer_label_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_group" ADD CONSTRAINT "marking_group_exam_id_exam_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exam"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_group" ADD CONSTRAINT "marking_group_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_label" ADD CONSTRAINT "marking_label_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_label" ADD CONSTRAINT "marking_label_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_marker" ADD CONSTRAINT "marking_marker_group_id_marking_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."marking_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_marker" ADD CONSTRAINT "marking_marker_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_problem" ADD CONSTRAINT "marking_problem_answer_id_marking_answer_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."marking_answer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_problem" ADD CONSTRAINT "marking_problem_group_id_marking_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."marking_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_problem" ADD CONSTRAINT "marking_problem_reporter_id_teacher_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."teacher"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_problem" ADD CONSTRAINT "marking_problem_handled_by_teacher_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."teacher"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_score_log" ADD CONSTRAINT "marking_score_log_answer_id_marking_answer_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."marking_answer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_score_log" ADD CONSTRAINT "marking_score_log_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_slot" ADD CONSTRAINT "marking_slot_answer_id_marking_answer_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."marking_answer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_slot" ADD CONSTRAINT "marking_slot_group_id_marking_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."marking_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_template" ADD CONSTRAINT "marking_template_exam_id_exam_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exam"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marking_answer_group_student_uq" ON "marking_answer" USING btree ("group_id","student_id");--> statement-breakpoint
CREATE INDEX "marking_answer_group_status_idx" ON "marking_answer" USING btree ("group_id","status");--> statement-breakpoint
CREATE INDEX "marking_answer_exam_idx" ON "marking_answer" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "marking_answer_label_label_idx" ON "marking_answer_label" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "marking_group_exam_idx" ON "marking_group" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "marking_label_school_idx" ON "marking_label" USING btree ("school_id","teacher_id");--> statement-breakpoint
CREATE INDEX "marking_marker_teacher_idx" ON "marking_marker" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "marking_problem_group_idx" ON "marking_problem" USING btree ("group_id","status");--> statement-breakpoint
CREATE INDEX "marking_score_log_answer_idx" ON "marking_score_log" USING btree ("answer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "marking_slot_answer_round_uq" ON "marking_slot" USING btree ("answer_id","round");--> statement-breakpoint
CREATE INDEX "marking_slot_pool_idx" ON "marking_slot" USING btree ("group_id","id") WHERE "marking_slot"."submitted_at" is null and not "marking_slot"."blocked";--> statement-breakpoint
CREATE INDEX "marking_slot_holder_idx" ON "marking_slot" USING btree ("holder_id","group_id") WHERE "marking_slot"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "marking_slot_marker_idx" ON "marking_slot" USING btree ("group_id","marker_id","submitted_at");