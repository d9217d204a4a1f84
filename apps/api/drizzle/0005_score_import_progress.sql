CREATE TABLE "score_import_progress" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"stage" varchar(16) NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "score_import_progress" ADD CONSTRAINT "score_import_progress_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_import_progress" ADD CONSTRAINT "score_import_progress_exam_id_exam_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exam"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "score_import_progress_updated_idx" ON "score_import_progress" USING btree ("updated_at");