-- Trigram similarity (typo-tolerant search) and accent folding. PGlite loads them from its contrib
-- bundles (see src/db/openDatabase.ts); a PostgreSQL server needs the contrib package and a role that may
-- create extensions (docs/decisions/0401-database-engines.md).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
