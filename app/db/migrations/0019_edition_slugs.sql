ALTER TABLE "newsletter_queue" ADD COLUMN "slug" text;--> statement-breakpoint
-- Editions built before slugs get one as the digest now makes it: the ISO week on Berlin's calendar, then the
-- words of the top story's title (or of the subject); a second edition with the same words gets "-2".
UPDATE "newsletter_queue" q SET "slug" = named.slug FROM (
  SELECT id, CASE WHEN n > 1 THEN base || '-' || n ELSE base END AS slug FROM (
    SELECT id, base, row_number() OVER (PARTITION BY base ORDER BY created_at, id) AS n FROM (
      SELECT id, created_at,
        rtrim(to_char(scheduled_for AT TIME ZONE 'Europe/Berlin', 'IYYY-"w"IW') || '-' || left(
          trim(both '-' from regexp_replace(lower(unaccent(coalesce(content->'articles'->0->>'title', subject))),
            '[^a-z0-9]+', '-', 'g')), 60), '-') AS base
      FROM "newsletter_queue") AS words) AS numbered) AS named
WHERE q.id = named.id;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_queue_slug_idx" ON "newsletter_queue" USING btree ("slug");
