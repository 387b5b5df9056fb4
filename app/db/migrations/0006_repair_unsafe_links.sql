-- Links taken from feed fields were stored without a scheme check, and composed article bodies were not
-- sanitised: a feed could plant javascript: (or data:, vbscript:) links. Keep only http(s) links; site-relative
-- paths of demo content stay.
UPDATE "feed_items" SET "url" = NULL WHERE "url" IS NOT NULL AND "url" !~* '^https?://';--> statement-breakpoint
UPDATE "feed_items" SET "canonical_url" = NULL WHERE "canonical_url" IS NOT NULL AND "canonical_url" !~* '^https?://';--> statement-breakpoint
UPDATE "feed_items" SET "image_url" = NULL WHERE "image_url" IS NOT NULL AND "image_url" !~* '^https?://';--> statement-breakpoint
UPDATE "sources" SET "site_url" = NULL WHERE "site_url" IS NOT NULL AND "site_url" !~* '^https?://';--> statement-breakpoint
DELETE FROM "article_sources" WHERE "url" !~* '^https?://';--> statement-breakpoint
UPDATE "articles" SET "cover_image_url" = NULL
  WHERE "cover_image_url" IS NOT NULL AND "cover_image_url" !~* '^(https?://|/[^/\\])';--> statement-breakpoint
UPDATE "articles" SET "content" = regexp_replace(
    regexp_replace("content", '\s(href|src)\s*=\s*"(?!https?:|mailto:|/[^/\\]|#)[^"]*"', '', 'gi'),
    '\s(href|src)\s*=\s*''(?!https?:|mailto:|/[^/\\]|#)[^'']*''', '', 'gi')
  WHERE "content" ~* '\s(href|src)\s*=\s*["''](?!https?:|mailto:|/[^/\\]|#)';
