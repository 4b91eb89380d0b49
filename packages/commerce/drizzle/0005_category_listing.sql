-- Category listings at scale (H9e, decision 0871): each category's visible products with what a listing
-- filters and sorts on, and the unfiltered facet counts, precomputed by refresh_category_listing(). Catalogue
-- writes mark them stale (statement triggers); a stale copy is never read (listings compute from the catalogue
-- tables) until the next refresh. Stock takes no part: listings and facets do not depend on it.
CREATE TABLE "category_listing" (
	"category_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer NOT NULL,
	"locales" text[] NOT NULL,
	"min_price" integer NOT NULL,
	"special_price" integer,
	"special_from" date,
	"special_to" date,
	"created_at" date NOT NULL,
	"attribute_options" bigint[] NOT NULL,
	"categories" integer[] NOT NULL,
	CONSTRAINT "category_listing_pk" PRIMARY KEY("category_id","position","product_id")
);
--> statement-breakpoint
CREATE TABLE "category_listing_facet" (
	"locale" text NOT NULL,
	"category_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"doc_count" integer NOT NULL,
	CONSTRAINT "category_listing_facet_pk" PRIMARY KEY("locale","category_id","attribute_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "category_listing_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"fresh" boolean NOT NULL,
	"refreshed_at" timestamp with time zone,
	"prices_from" date,
	"prices_until" date
);
--> statement-breakpoint
INSERT INTO "category_listing_state" ("id", "fresh") VALUES (1, false);
--> statement-breakpoint
CREATE FUNCTION "category_listing_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Written even when already stale: the row lock orders this write with a refresh in progress.
	UPDATE "category_listing_state" SET "fresh" = false;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_category_listing_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product"
	FOR EACH STATEMENT EXECUTE FUNCTION "category_listing_stale"();
--> statement-breakpoint
CREATE TRIGGER "product_locale_category_listing_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_locale"
	FOR EACH STATEMENT EXECUTE FUNCTION "category_listing_stale"();
--> statement-breakpoint
CREATE TRIGGER "product_category_category_listing_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_category"
	FOR EACH STATEMENT EXECUTE FUNCTION "category_listing_stale"();
--> statement-breakpoint
CREATE TRIGGER "product_attribute_value_category_listing_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_attribute_value"
	FOR EACH STATEMENT EXECUTE FUNCTION "category_listing_stale"();
--> statement-breakpoint
CREATE TRIGGER "category_category_listing_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category"
	FOR EACH STATEMENT EXECUTE FUNCTION "category_listing_stale"();
--> statement-breakpoint
CREATE FUNCTION "refresh_category_listing"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	-- First: waits for catalogue writes in flight (their trigger holds this row), which the rebuild then sees.
	UPDATE "category_listing_state" SET "fresh" = true, "refreshed_at" = now();
	DELETE FROM "category_listing";
	DELETE FROM "category_listing_facet";
	-- The products of each category (level 2 and below) as its listing sees them: active, visible in the
	-- catalogue, in the category or an active category below it, at their lowest position there; with the
	-- locales they have a text in, their attribute options (attribute id * 2^32 + option id) and every
	-- category above or at each of their categories.
	INSERT INTO "category_listing" ("category_id", "position", "product_id", "locales", "min_price",
		"special_price", "special_from", "special_to", "created_at", "attribute_options", "categories")
	WITH "member" AS (
		SELECT "x"."id" AS "category_id", "pc"."product_id", min("pc"."position") AS "position"
		FROM "category" "x"
		JOIN "category" "c" ON "c"."is_active" AND ("c"."id" = "x"."id" OR "c"."path" LIKE "x"."path" || '/%')
		JOIN "product_category" "pc" ON "pc"."category_id" = "c"."id"
		WHERE "x"."level" >= 2
		GROUP BY "x"."id", "pc"."product_id"
	), "texts" AS (
		SELECT "pl"."product_id", array_agg("pl"."locale" ORDER BY "pl"."locale") AS "locales"
		FROM "product_locale" "pl" GROUP BY "pl"."product_id"
	), "options" AS (
		SELECT "v"."product_id", array_agg("v"."attribute_id"::bigint * 4294967296 + "v"."option_id" ORDER BY 1) AS "ids"
		FROM "product_attribute_value" "v" GROUP BY "v"."product_id"
	), "above" AS (
		SELECT "pc"."product_id", array_agg(DISTINCT "s"."id"::integer) AS "ids"
		FROM "product_category" "pc" JOIN "category" "c" ON "c"."id" = "pc"."category_id",
			unnest(string_to_array("c"."path", '/')) AS "s"("id")
		GROUP BY "pc"."product_id"
	)
	SELECT "m"."category_id", "m"."position", "m"."product_id", "t"."locales", "p"."min_price", "p"."special_price",
		"p"."special_from", "p"."special_to", coalesce("p"."news_from", DATE '2000-01-01'),
		coalesce("o"."ids", '{}'), coalesce("a"."ids", '{}')
	FROM "member" "m"
	JOIN "product" "p" ON "p"."id" = "m"."product_id" AND "p"."is_active" AND "p"."visibility" IN (2, 4)
	JOIN "texts" "t" ON "t"."product_id" = "m"."product_id"
	LEFT JOIN "options" "o" ON "o"."product_id" = "m"."product_id"
	LEFT JOIN "above" "a" ON "a"."product_id" = "m"."product_id";
	-- Unfiltered counts per locale: attribute options; child categories (attribute 0, option = child id); listing
	-- prices (attribute -1, option = price in cents) of the days from prices_from to before prices_until, until
	-- a special price starts or ends.
	INSERT INTO "category_listing_facet" ("locale", "category_id", "attribute_id", "option_id", "doc_count")
	SELECT "locale", "l"."category_id", -1, least("l"."min_price", CASE WHEN "l"."special_price" IS NOT NULL
			AND ("l"."special_from" IS NULL OR "l"."special_from" <= "today"."date")
			AND ("l"."special_to" IS NULL OR "l"."special_to" >= "today"."date") THEN "l"."special_price" END), count(*)::integer
	FROM (SELECT current_date AS "date") AS "today", "category_listing" "l", unnest("l"."locales") AS "locale"
	GROUP BY 1, 2, 3, 4;
	UPDATE "category_listing_state" SET "prices_from" = current_date, "prices_until" = coalesce((
		SELECT min("change") FROM "category_listing" "l", LATERAL (VALUES ("l"."special_from"), ("l"."special_to" + 1)) AS "c"("change")
		WHERE "l"."special_price" IS NOT NULL AND "change" > current_date), 'infinity');
	INSERT INTO "category_listing_facet" ("locale", "category_id", "attribute_id", "option_id", "doc_count")
	SELECT "locale", "l"."category_id", ("k" / 4294967296)::integer, ("k" % 4294967296)::integer, count(*)::integer
	FROM "category_listing" "l", unnest("l"."locales") AS "locale", unnest("l"."attribute_options") AS "k"
	GROUP BY "locale", "l"."category_id", "k";
	INSERT INTO "category_listing_facet" ("locale", "category_id", "attribute_id", "option_id", "doc_count")
	SELECT "locale", "l"."category_id", 0, "ch"."id", count(*)::integer
	FROM "category_listing" "l"
	JOIN "category" "ch" ON "ch"."parent_id" = "l"."category_id" AND "ch"."id" = ANY("l"."categories"),
		unnest("l"."locales") AS "locale"
	GROUP BY "locale", "l"."category_id", "ch"."id";
	ANALYZE "category_listing";
	ANALYZE "category_listing_facet";
END $$;
--> statement-breakpoint
SELECT "refresh_category_listing"();
