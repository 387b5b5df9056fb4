-- drizzle-kit writes no CREATE EXTENSION: trigram search on titles needs pg_trgm, accent-insensitive search unaccent.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
