ALTER TABLE "admin_audit" ALTER COLUMN "before" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "admin_audit" ALTER COLUMN "after" SET DATA TYPE json;