ALTER TABLE "topic" ADD COLUMN "search_grams" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "topic_search_grams_idx" ON "topic" USING gin ("search_grams");