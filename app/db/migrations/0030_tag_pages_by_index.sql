ALTER TABLE "article_tags" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Decision 071: article_tags.published_at is the article's publication time while it is published, kept here by
-- the database so a tag's pages are read from one index; the application never writes it.
UPDATE "article_tags" x SET "published_at" = a."published_at"
FROM "articles" a WHERE a."id" = x."article_id" AND a."status" = 'published';--> statement-breakpoint
CREATE INDEX "article_tags_published_idx" ON "article_tags" USING btree ("tag_id","published_at" DESC NULLS LAST,"article_id" DESC NULLS LAST) WHERE published_at IS NOT NULL;--> statement-breakpoint
-- A restore loads article_tags before articles (name order, foreign keys checked at commit): a row whose
-- article is not there yet keeps the value the archive holds.
CREATE FUNCTION "article_tags_take_published_at"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  article_status text;
  article_published_at timestamptz;
BEGIN
  SELECT a.status, a.published_at INTO article_status, article_published_at
  FROM articles a WHERE a.id = NEW.article_id;
  IF FOUND THEN
    NEW.published_at := CASE WHEN article_status = 'published' THEN article_published_at END;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "article_tags_published_at" BEFORE INSERT OR UPDATE OF "article_id" ON "article_tags"
FOR EACH ROW EXECUTE FUNCTION "article_tags_take_published_at"();--> statement-breakpoint
CREATE FUNCTION "articles_give_published_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE article_tags SET published_at = CASE WHEN NEW.status = 'published' THEN NEW.published_at END
  WHERE article_id = NEW.id
    AND published_at IS DISTINCT FROM CASE WHEN NEW.status = 'published' THEN NEW.published_at END;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "articles_published_at_to_tags" AFTER UPDATE OF "status", "published_at" ON "articles"
FOR EACH ROW EXECUTE FUNCTION "articles_give_published_at"();
