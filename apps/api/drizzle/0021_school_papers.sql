CREATE TABLE "homework" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"paper_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homework_clazz" (
	"homework_id" integer NOT NULL,
	"clazz_id" integer NOT NULL,
	CONSTRAINT "homework_clazz_homework_id_clazz_id_pk" PRIMARY KEY("homework_id","clazz_id")
);
--> statement-breakpoint
CREATE TABLE "homework_submission" (
	"id" serial PRIMARY KEY NOT NULL,
	"homework_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"clazz_id" integer NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"photo_keys" varchar(200)[] DEFAULT '{}' NOT NULL,
	"comment" varchar(200) DEFAULT '' NOT NULL,
	"commented_at" timestamp with time zone,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "school_paper" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"subject_id" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"file_type" varchar(8) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"file_size" integer NOT NULL,
	"file_key" varchar(200) NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_paper_print" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"paper_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"paper_size" smallint NOT NULL,
	"spare" smallint NOT NULL,
	"print_date" varchar(10) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_paper_print_clazz" (
	"print_id" integer NOT NULL,
	"clazz_id" integer NOT NULL,
	"copies" integer NOT NULL,
	CONSTRAINT "school_paper_print_clazz_print_id_clazz_id_pk" PRIMARY KEY("print_id","clazz_id")
);
--> statement-breakpoint
CREATE TABLE "school_resource" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"title" varchar(100) NOT NULL,
	"subject_id" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"file_type" varchar(8) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"file_size" integer NOT NULL,
	"file_key" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_paper_id_school_paper_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."school_paper"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_clazz" ADD CONSTRAINT "homework_clazz_homework_id_homework_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homework"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_clazz" ADD CONSTRAINT "homework_clazz_clazz_id_clazz_id_fk" FOREIGN KEY ("clazz_id") REFERENCES "public"."clazz"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submission" ADD CONSTRAINT "homework_submission_homework_id_homework_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homework"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submission" ADD CONSTRAINT "homework_submission_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_paper" ADD CONSTRAINT "school_paper_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_paper" ADD CONSTRAINT "school_paper_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_paper" ADD CONSTRAINT "school_paper_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_paper" ADD CONSTRAINT "school_paper_grade_id_grade_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_paper_print" ADD CONSTRAINT "school_paper_print_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_paper_print" ADD CONSTRAINT "school_paper_print_paper_id_school_paper_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."school_paper"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_paper_print" ADD CONSTRAINT "school_paper_print_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_paper_print_clazz" ADD CONSTRAINT "school_paper_print_clazz_print_id_school_paper_print_id_fk" FOREIGN KEY ("print_id") REFERENCES "public"."school_paper_print"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_paper_print_clazz" ADD CONSTRAINT "school_paper_print_clazz_clazz_id_clazz_id_fk" FOREIGN KEY ("clazz_id") REFERENCES "public"."clazz"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_resource" ADD CONSTRAINT "school_resource_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_resource" ADD CONSTRAINT "school_resource_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_resource" ADD CONSTRAINT "school_resource_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_resource" ADD CONSTRAINT "school_resource_grade_id_grade_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homework_teacher_idx" ON "homework" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE INDEX "homework_clazz_clazz_idx" ON "homework_clazz" USING btree ("clazz_id");--> statement-breakpoint
CREATE UNIQUE INDEX "homework_submission_uq" ON "homework_submission" USING btree ("homework_id","student_id");--> statement-breakpoint
CREATE INDEX "school_paper_school_idx" ON "school_paper" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "school_paper_teacher_idx" ON "school_paper" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE INDEX "school_paper_print_teacher_idx" ON "school_paper_print" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE INDEX "school_resource_school_kind_idx" ON "school_resource" USING btree ("school_id","kind","created_at");