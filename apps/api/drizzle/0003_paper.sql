CREATE TABLE "basket_topic" (
	"teacher_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"score" real,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_topic_teacher_id_topic_id_pk" PRIMARY KEY("teacher_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "fine_paper" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_key" varchar(40),
	"subject_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"category" varchar(20) NOT NULL,
	"test_type" smallint DEFAULT 0 NOT NULL,
	"grade" smallint NOT NULL,
	"year" smallint NOT NULL,
	"province_id" integer,
	"textbook_version_id" integer,
	"total_score" real NOT NULL,
	"topic_count" integer NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fine_paper_topic" (
	"paper_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"group_idx" smallint NOT NULL,
	"type_no_cn" varchar(8) NOT NULL,
	"type_name" varchar(20) NOT NULL,
	"topic_no" varchar(16) NOT NULL,
	"score" real NOT NULL,
	CONSTRAINT "fine_paper_topic_paper_id_sort_pk" PRIMARY KEY("paper_id","sort")
);
--> statement-breakpoint
CREATE TABLE "paper_collect" (
	"teacher_id" integer NOT NULL,
	"paper_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paper_collect_teacher_id_paper_id_pk" PRIMARY KEY("teacher_id","paper_id")
);
--> statement-breakpoint
CREATE TABLE "paper_comment" (
	"id" serial PRIMARY KEY NOT NULL,
	"paper_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"content" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"semester_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"test_type" smallint DEFAULT 0 NOT NULL,
	"fine_paper_id" integer,
	"total_score" real DEFAULT 0 NOT NULL,
	"reviewer" varchar(50) DEFAULT '' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"exam_time" integer,
	"exam_date" date,
	"answer_type" smallint,
	"paper_size" smallint,
	"sheet_size" smallint,
	"mark_type" smallint,
	"clazz_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"exam_group_id" integer,
	"exam_id" integer,
	"two_way_table" jsonb,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_record_topic" (
	"record_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"group_idx" smallint NOT NULL,
	"type_no_cn" varchar(8) NOT NULL,
	"type_name" varchar(20) NOT NULL,
	"topic_no" varchar(16) NOT NULL,
	"score" real NOT NULL,
	CONSTRAINT "paper_record_topic_record_id_sort_pk" PRIMARY KEY("record_id","sort")
);
--> statement-breakpoint
CREATE TABLE "paper_vote" (
	"paper_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"value" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paper_vote_paper_id_teacher_id_pk" PRIMARY KEY("paper_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "topic" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_key" varchar(40),
	"school_id" integer,
	"subject_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"title" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"slaves" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"analysis" text DEFAULT '' NOT NULL,
	"difficulty" smallint DEFAULT 0 NOT NULL,
	"knowledge_point_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"grade" smallint,
	"textbook_version_id" integer,
	"source" varchar(100) DEFAULT '' NOT NULL,
	"year" smallint,
	"province_id" integer,
	"plain_text" text DEFAULT '' NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topic_collect" (
	"teacher_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"paper_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topic_collect_teacher_id_topic_id_pk" PRIMARY KEY("teacher_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "topic_error" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"paper_id" integer,
	"error_types" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"error_info" varchar(500) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basket_topic" ADD CONSTRAINT "basket_topic_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_topic" ADD CONSTRAINT "basket_topic_topic_id_topic_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topic"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fine_paper" ADD CONSTRAINT "fine_paper_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fine_paper_topic" ADD CONSTRAINT "fine_paper_topic_paper_id_fine_paper_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."fine_paper"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fine_paper_topic" ADD CONSTRAINT "fine_paper_topic_topic_id_topic_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topic"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_collect" ADD CONSTRAINT "paper_collect_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_collect" ADD CONSTRAINT "paper_collect_paper_id_fine_paper_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."fine_paper"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_comment" ADD CONSTRAINT "paper_comment_paper_id_fine_paper_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."fine_paper"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_comment" ADD CONSTRAINT "paper_comment_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_record" ADD CONSTRAINT "paper_record_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_record" ADD CONSTRAINT "paper_record_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_record" ADD CONSTRAINT "paper_record_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_record" ADD CONSTRAINT "paper_record_semester_id_semester_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semester"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_record" ADD CONSTRAINT "paper_record_fine_paper_id_fine_paper_id_fk" FOREIGN KEY ("fine_paper_id") REFERENCES "public"."fine_paper"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_record" ADD CONSTRAINT "paper_record_exam_group_id_exam_group_id_fk" FOREIGN KEY ("exam_group_id") REFERENCES "public"."exam_group"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_record" ADD CONSTRAINT "paper_record_exam_id_exam_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exam"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_record_topic" ADD CONSTRAINT "paper_record_topic_record_id_paper_record_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."paper_record"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_record_topic" ADD CONSTRAINT "paper_record_topic_topic_id_topic_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topic"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_vote" ADD CONSTRAINT "paper_vote_paper_id_fine_paper_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."fine_paper"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_vote" ADD CONSTRAINT "paper_vote_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic" ADD CONSTRAINT "topic_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic" ADD CONSTRAINT "topic_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_collect" ADD CONSTRAINT "topic_collect_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_collect" ADD CONSTRAINT "topic_collect_topic_id_topic_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topic"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_error" ADD CONSTRAINT "topic_error_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_error" ADD CONSTRAINT "topic_error_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_error" ADD CONSTRAINT "topic_error_topic_id_topic_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topic"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basket_topic_teacher_idx" ON "basket_topic" USING btree ("teacher_id","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fine_paper_bank_key_uq" ON "fine_paper" USING btree ("bank_key");--> statement-breakpoint
CREATE INDEX "fine_paper_list_idx" ON "fine_paper" USING btree ("subject_id","category","grade","year");--> statement-breakpoint
CREATE INDEX "fine_paper_topic_topic_idx" ON "fine_paper_topic" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "paper_comment_paper_idx" ON "paper_comment" USING btree ("paper_id","created_at");--> statement-breakpoint
CREATE INDEX "paper_record_teacher_idx" ON "paper_record" USING btree ("teacher_id","semester_id","status");--> statement-breakpoint
CREATE INDEX "paper_record_school_idx" ON "paper_record" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "paper_record_topic_topic_idx" ON "paper_record_topic" USING btree ("topic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "topic_bank_key_uq" ON "topic" USING btree ("bank_key");--> statement-breakpoint
CREATE INDEX "topic_subject_type_idx" ON "topic" USING btree ("subject_id","type","difficulty");--> statement-breakpoint
CREATE INDEX "topic_kp_gin_idx" ON "topic" USING gin ("knowledge_point_ids");--> statement-breakpoint
CREATE INDEX "topic_error_teacher_idx" ON "topic_error" USING btree ("teacher_id");