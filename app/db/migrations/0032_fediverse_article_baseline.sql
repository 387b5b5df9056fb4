-- Decision 075: the fediverse announces every article published while its actors are followed, whatever its
-- publication time says. What was published before the site federated is the archive: it is marked as
-- announced here, once, so a first follower does not pull it in.
INSERT INTO "fediverse_article_state" ("article_id", "version", "deleted")
SELECT "id", to_char("published_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), false
FROM "articles"
WHERE "status" = 'published' AND "published_at" <= now()
ON CONFLICT ("article_id") DO NOTHING;
