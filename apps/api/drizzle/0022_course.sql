CREATE TABLE "course" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"subject_id" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_clazz" (
	"course_id" integer NOT NULL,
	"clazz_id" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_clazz_course_id_clazz_id_pk" PRIMARY KEY("course_id","clazz_id")
);
--> statement-breakpoint
CREATE TABLE "course_play_ticket" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"video_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_video" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"ord" smallint NOT NULL,
	"title" varchar(100) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"file_size" bigint NOT NULL,
	"duration_s" real NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"file_key" varchar(200) NOT NULL,
	"poster_key" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_watch" (
	"video_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"clazz_id" integer NOT NULL,
	"position_s" real NOT NULL,
	"watched_s" real NOT NULL,
	"bits" bit varying NOT NULL,
	"seen" smallint NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_watch_video_id_student_id_pk" PRIMARY KEY("video_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "course" ADD CONSTRAINT "course_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course" ADD CONSTRAINT "course_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course" ADD CONSTRAINT "course_subject_id_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course" ADD CONSTRAINT "course_grade_id_grade_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_clazz" ADD CONSTRAINT "course_clazz_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_clazz" ADD CONSTRAINT "course_clazz_clazz_id_clazz_id_fk" FOREIGN KEY ("clazz_id") REFERENCES "public"."clazz"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_play_ticket" ADD CONSTRAINT "course_play_ticket_video_id_course_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."course_video"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_video" ADD CONSTRAINT "course_video_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_watch" ADD CONSTRAINT "course_watch_video_id_course_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."course_video"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_watch" ADD CONSTRAINT "course_watch_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_watch" ADD CONSTRAINT "course_watch_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_teacher_idx" ON "course" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE INDEX "course_school_idx" ON "course" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "course_clazz_clazz_idx" ON "course_clazz" USING btree ("clazz_id");--> statement-breakpoint
CREATE INDEX "course_play_ticket_expires_idx" ON "course_play_ticket" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "course_video_course_idx" ON "course_video" USING btree ("course_id","ord");--> statement-breakpoint
CREATE INDEX "course_watch_course_idx" ON "course_watch" USING btree ("course_id","student_id");