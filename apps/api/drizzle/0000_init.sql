CREATE TABLE "auth_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"teacher_id" integer NOT NULL,
	"login_mode" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" varchar(64),
	"user_agent" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "clazz" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grade" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"section" smallint NOT NULL,
	"grade_no" smallint NOT NULL,
	"name" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notice" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_read" (
	"notice_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_read_notice_id_teacher_id_pk" PRIMARY KEY("notice_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "province" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "region" (
	"id" integer PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"name" varchar(50) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"domain" varchar(255) NOT NULL,
	"logo" varchar(500) DEFAULT '' NOT NULL,
	"brand" varchar(100) DEFAULT '' NOT NULL,
	"section" smallint NOT NULL,
	"is_school_customize" boolean DEFAULT false NOT NULL,
	"header_version" smallint DEFAULT 1 NOT NULL,
	"is_teaching" boolean DEFAULT false NOT NULL,
	"is_whole_school" boolean DEFAULT false NOT NULL,
	"is_vocational" boolean DEFAULT false NOT NULL,
	"trial_math" boolean DEFAULT false NOT NULL,
	"trial_english" boolean DEFAULT false NOT NULL,
	"filing_number" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_subject" (
	"school_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "school_subject_school_id_subject_id_pk" PRIMARY KEY("school_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "semester" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"status" smallint NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"clazz_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"student_num" varchar(32) NOT NULL,
	"gender" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subject" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"is_basic" boolean DEFAULT true NOT NULL,
	"school_id" integer
);
--> statement-breakpoint
CREATE TABLE "teacher" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"account" varchar(64) NOT NULL,
	"password_hash" text NOT NULL,
	"name" varchar(50) NOT NULL,
	"phone" varchar(20),
	"gender" smallint,
	"head_img" varchar(500) DEFAULT '' NOT NULL,
	"section" smallint NOT NULL,
	"is_extend_subject" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_clazz" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"clazz_id" integer NOT NULL,
	"semester_id" integer NOT NULL,
	"subject_id" integer,
	"is_admin" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_post" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"post" smallint NOT NULL,
	"grade_id" integer
);
--> statement-breakpoint
CREATE TABLE "teacher_subject" (
	"teacher_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "teacher_subject_teacher_id_subject_id_pk" PRIMARY KEY("teacher_id","subject_id")
);
--> statement-breakpoint
ALTER TABLE "auth_token" ADD CONSTRAINT "auth_token_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clazz" ADD CONSTRAINT "clazz_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clazz" ADD CONSTRAINT "clazz_grade_id_grade_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade" ADD CONSTRAINT "grade_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice" ADD CONSTRAINT "notice_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_read" ADD CONSTRAINT "notice_read_notice_id_notice_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_read" ADD CONSTRAINT "notice_read_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region" ADD CONSTRAINT "region_province_id_province_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."province"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_subject" ADD CONSTRAINT "school_subject_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_subject" ADD CONSTRAINT "school_subject_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semester" ADD CONSTRAINT "semester_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student" ADD CONSTRAINT "student_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student" ADD CONSTRAINT "student_clazz_id_clazz_id_fk" FOREIGN KEY ("clazz_id") REFERENCES "public"."clazz"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject" ADD CONSTRAINT "subject_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher" ADD CONSTRAINT "teacher_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_clazz" ADD CONSTRAINT "teacher_clazz_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_clazz" ADD CONSTRAINT "teacher_clazz_clazz_id_clazz_id_fk" FOREIGN KEY ("clazz_id") REFERENCES "public"."clazz"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_clazz" ADD CONSTRAINT "teacher_clazz_semester_id_semester_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semester"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_clazz" ADD CONSTRAINT "teacher_clazz_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_post" ADD CONSTRAINT "teacher_post_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_post" ADD CONSTRAINT "teacher_post_grade_id_grade_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_subject" ADD CONSTRAINT "teacher_subject_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_subject" ADD CONSTRAINT "teacher_subject_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_token_hash_uq" ON "auth_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_token_teacher_idx" ON "auth_token" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "clazz_school_idx" ON "clazz" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "clazz_grade_idx" ON "clazz" USING btree ("grade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "grade_school_section_no_uq" ON "grade" USING btree ("school_id","section","grade_no");--> statement-breakpoint
CREATE INDEX "notice_school_idx" ON "notice" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "region_province_idx" ON "region" USING btree ("province_id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_domain_uq" ON "school" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "semester_school_idx" ON "semester" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_school_num_uq" ON "student" USING btree ("school_id","student_num");--> statement-breakpoint
CREATE INDEX "student_clazz_idx" ON "student" USING btree ("clazz_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_account_uq" ON "teacher" USING btree (lower("account"));--> statement-breakpoint
CREATE INDEX "teacher_school_idx" ON "teacher" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "teacher_clazz_teacher_sem_idx" ON "teacher_clazz" USING btree ("teacher_id","semester_id");--> statement-breakpoint
CREATE INDEX "teacher_clazz_clazz_idx" ON "teacher_clazz" USING btree ("clazz_id","semester_id");--> statement-breakpoint
CREATE INDEX "teacher_post_teacher_idx" ON "teacher_post" USING btree ("teacher_id");