-- The class report documents become deflated JSON bytes (build-report.ts). Stored reports are
-- dropped (the ranks stay until the rebuild replaces them): each exam's report is rebuilt from its
-- scores the next time it is read.
DELETE FROM "exam_report_clazz";--> statement-breakpoint
DELETE FROM "exam_report";--> statement-breakpoint
ALTER TABLE "exam_report_clazz" DROP COLUMN "data";--> statement-breakpoint
ALTER TABLE "exam_report_clazz" ADD COLUMN "doc" "bytea" NOT NULL;--> statement-breakpoint
-- Already compressed: stored out of line as they are, without the database compressing them again.
ALTER TABLE "exam_report_clazz" ALTER COLUMN "doc" SET STORAGE EXTERNAL;
