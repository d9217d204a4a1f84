CREATE TABLE "score_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"file_name" varchar(255),
	"students" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"score_version" integer NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" integer,
	"undo_of" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_history_row" (
	"history_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"existed" boolean NOT NULL,
	"clazz_id" integer,
	"absent" boolean,
	"scores" double precision[],
	"answers" text[],
	"total" double precision,
	CONSTRAINT "score_history_row_history_id_student_id_pk" PRIMARY KEY("history_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "score_history" ADD CONSTRAINT "score_history_exam_id_exam_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exam"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_history" ADD CONSTRAINT "score_history_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_history" ADD CONSTRAINT "score_history_undone_by_teacher_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."teacher"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_history_row" ADD CONSTRAINT "score_history_row_history_id_score_history_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."score_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_history_row" ADD CONSTRAINT "score_history_row_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "score_history_exam_idx" ON "score_history" USING btree ("exam_id","id");