DROP INDEX "articles_search_idx";--> statement-breakpoint
DROP INDEX "articles_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "articles" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (CASE WHEN status = 'published' THEN setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(summary, '')), 'B') || setweight(to_tsvector('english', regexp_replace(coalesce(content, ''), '<[^>]+>', ' ', 'g')), 'C') END) STORED;--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search_vector") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin ("title" gin_trgm_ops) WHERE status = 'published';