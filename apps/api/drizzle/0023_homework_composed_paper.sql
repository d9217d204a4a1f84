ALTER TABLE "homework" ALTER COLUMN "paper_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "homework" ADD COLUMN "record_id" integer;--> statement-breakpoint
ALTER TABLE "homework" ADD COLUMN "file_key" varchar(200);--> statement-breakpoint
ALTER TABLE "homework" ADD COLUMN "file_name" varchar(200);--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_record_id_paper_record_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."paper_record"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_one_source" CHECK (("homework"."paper_id" is null) <> ("homework"."file_key" is null));