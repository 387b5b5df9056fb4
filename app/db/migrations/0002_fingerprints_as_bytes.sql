-- Signatures move from integer[] to bytea (big-endian int4s, as int4send writes them) and LSH bands leave the
-- database: each worker finds candidates in memory (story-index.ts), so the GIN index only cost inserts.
DROP INDEX "feed_items_bands_idx";--> statement-breakpoint
ALTER TABLE "feed_items" ALTER COLUMN "signature" DROP DEFAULT;--> statement-breakpoint
CREATE FUNCTION dropwire_int4s_to_bytea(hashes integer[]) RETURNS bytea LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(string_agg(int4send(v), ''::bytea ORDER BY n), ''::bytea) FROM unnest(hashes) WITH ORDINALITY AS u(v, n)
$$;--> statement-breakpoint
ALTER TABLE "feed_items" ALTER COLUMN "signature" SET DATA TYPE bytea USING dropwire_int4s_to_bytea("signature");--> statement-breakpoint
DROP FUNCTION dropwire_int4s_to_bytea(integer[]);--> statement-breakpoint
ALTER TABLE "feed_items" DROP COLUMN "bands";
