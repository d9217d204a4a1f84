CREATE TABLE "write_submission" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"clazz_id" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"photo_key" varchar(200),
	"word_count" integer DEFAULT 0 NOT NULL,
	"feedback" jsonb,
	"suggested_score" real,
	"teacher_score" real,
	"teacher_comment" varchar(500) DEFAULT '' NOT NULL,
	"scored_by" integer,
	"scored_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "write_task" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"topic_id" integer,
	"title" varchar(60) NOT NULL,
	"prompt" text NOT NULL,
	"sample_essay" text,
	"min_words" smallint NOT NULL,
	"max_words" smallint NOT NULL,
	"full_score" smallint NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "write_task_clazz" (
	"task_id" integer NOT NULL,
	"clazz_id" integer NOT NULL,
	CONSTRAINT "write_task_clazz_task_id_clazz_id_pk" PRIMARY KEY("task_id","clazz_id")
);
--> statement-breakpoint
ALTER TABLE "write_submission" ADD CONSTRAINT "write_submission_task_id_write_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."write_task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_submission" ADD CONSTRAINT "write_submission_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_submission" ADD CONSTRAINT "write_submission_scored_by_teacher_id_fk" FOREIGN KEY ("scored_by") REFERENCES "public"."teacher"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_task" ADD CONSTRAINT "write_task_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_task" ADD CONSTRAINT "write_task_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_task_clazz" ADD CONSTRAINT "write_task_clazz_task_id_write_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."write_task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_task_clazz" ADD CONSTRAINT "write_task_clazz_clazz_id_clazz_id_fk" FOREIGN KEY ("clazz_id") REFERENCES "public"."clazz"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "write_submission_task_student_uq" ON "write_submission" USING btree ("task_id","student_id");--> statement-breakpoint
CREATE INDEX "write_task_teacher_idx" ON "write_task" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE INDEX "write_task_clazz_clazz_idx" ON "write_task_clazz" USING btree ("clazz_id");