-- Reader search (decision 017). A text search configuration that is English with unaccent in front of the
-- stemmer for words with non-ASCII letters: "Røyksopp" and "Royksopp", "café" and "cafe" give the same lexeme,
-- in the stored vectors, in queries and in ts_headline, which then marks "Røyksopp" for a query "royksopp".
-- to_tsvector(regconfig, text) is immutable, so generated columns may use it; unaccent() alone is only stable.
CREATE TEXT SEARCH CONFIGURATION dropwire_search (COPY = english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION dropwire_search ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
--> statement-breakpoint
-- The words of a text array (a festival's genres, an interview's guests) for a generated search vector:
-- array_to_string is only STABLE (it is generic over element types), joining text is not.
CREATE FUNCTION dropwire_array_text(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN array_to_string($1, ' ');
