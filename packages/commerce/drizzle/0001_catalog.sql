CREATE TABLE "attribute" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"input" text NOT NULL,
	"is_filterable" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"label" jsonb NOT NULL,
	CONSTRAINT "attribute_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "attribute_option" (
	"id" integer PRIMARY KEY NOT NULL,
	"attribute_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"swatch_type" text,
	"swatch_value" text,
	"label" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundle_option" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundle_selection" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"default_qty" integer DEFAULT 1 NOT NULL,
	"can_change_qty" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"path" text NOT NULL,
	"level" smallint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"include_in_menu" boolean DEFAULT true NOT NULL,
	"image" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_locale" (
	"category_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"url_key" text NOT NULL,
	"url_path" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	CONSTRAINT "category_locale_category_id_locale_pk" PRIMARY KEY("category_id","locale")
);
--> statement-breakpoint
CREATE TABLE "cms_block" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_page" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	"content_heading" text,
	"content" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config_entry" (
	"path" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_option" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"max_characters" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"price" integer,
	"price_type" text
);
--> statement-breakpoint
CREATE TABLE "custom_option_value" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"price" integer,
	"price_type" text
);
--> statement-breakpoint
CREATE TABLE "customer_group" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "customer_group_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "downloadable_link" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"sample_url" text,
	"price" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entry" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"section" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" integer PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"type" text NOT NULL,
	"visibility" smallint DEFAULT 4 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"price" integer NOT NULL,
	"special_price" integer,
	"special_from" date,
	"special_to" date,
	"min_price" integer NOT NULL,
	"image" text,
	"brand" text,
	"weight" integer,
	"news_from" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "product_attribute_value" (
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	CONSTRAINT "product_attribute_value_product_id_attribute_id_option_id_pk" PRIMARY KEY("product_id","attribute_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "product_category" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_category_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_link" (
	"parent_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "product_link_parent_id_child_id_kind_pk" PRIMARY KEY("parent_id","child_id","kind")
);
--> statement-breakpoint
CREATE TABLE "product_locale" (
	"product_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"short_description" text,
	"description" text,
	"url_key" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"search_name" text NOT NULL,
	"search_vector" "tsvector",
	CONSTRAINT "product_locale_product_id_locale_pk" PRIMARY KEY("product_id","locale")
);
--> statement-breakpoint
CREATE TABLE "product_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"path" text NOT NULL,
	"label" jsonb,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_super_attribute" (
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_super_attribute_product_id_attribute_id_pk" PRIMARY KEY("product_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "product_tier_price" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"customer_group_id" integer,
	"qty" integer NOT NULL,
	"price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"locale" text NOT NULL,
	"rating" real NOT NULL,
	"author_name" text NOT NULL,
	"title" text NOT NULL,
	"comment" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_item" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"qty" integer NOT NULL,
	"is_in_stock" boolean NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "url_rewrite" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"request_path" text NOT NULL,
	"target_path" text NOT NULL,
	"entity_type" text,
	"entity_id" text,
	"redirect_type" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attribute_option" ADD CONSTRAINT "attribute_option_attribute_id_attribute_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attribute"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_option" ADD CONSTRAINT "bundle_option_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_selection" ADD CONSTRAINT "bundle_selection_option_id_bundle_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."bundle_option"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_selection" ADD CONSTRAINT "bundle_selection_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_locale" ADD CONSTRAINT "category_locale_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_option" ADD CONSTRAINT "custom_option_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_option_value" ADD CONSTRAINT "custom_option_value_option_id_custom_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."custom_option"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloadable_link" ADD CONSTRAINT "downloadable_link_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_value" ADD CONSTRAINT "product_attribute_value_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_value" ADD CONSTRAINT "product_attribute_value_attribute_id_attribute_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attribute"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_value" ADD CONSTRAINT "product_attribute_value_option_id_attribute_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."attribute_option"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category" ADD CONSTRAINT "product_category_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category" ADD CONSTRAINT "product_category_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_link" ADD CONSTRAINT "product_link_parent_id_product_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_link" ADD CONSTRAINT "product_link_child_id_product_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_locale" ADD CONSTRAINT "product_locale_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_super_attribute" ADD CONSTRAINT "product_super_attribute_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_super_attribute" ADD CONSTRAINT "product_super_attribute_attribute_id_attribute_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attribute"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tier_price" ADD CONSTRAINT "product_tier_price_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tier_price" ADD CONSTRAINT "product_tier_price_customer_group_id_customer_group_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_item" ADD CONSTRAINT "stock_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attribute_option_attribute_idx" ON "attribute_option" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "bundle_option_product_idx" ON "bundle_option" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "bundle_selection_option_idx" ON "bundle_selection" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "category_parent_idx" ON "category" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "category_path_idx" ON "category" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_block_identifier_locale_idx" ON "cms_block" USING btree ("identifier","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_page_identifier_locale_idx" ON "cms_page" USING btree ("identifier","locale");--> statement-breakpoint
CREATE INDEX "custom_option_product_idx" ON "custom_option" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "custom_option_value_option_idx" ON "custom_option_value" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "faq_entry_locale_idx" ON "faq_entry" USING btree ("locale","position");--> statement-breakpoint
CREATE INDEX "product_min_price_idx" ON "product" USING btree ("min_price");--> statement-breakpoint
CREATE INDEX "product_attribute_value_option_idx" ON "product_attribute_value" USING btree ("attribute_id","option_id");--> statement-breakpoint
CREATE INDEX "product_category_category_idx" ON "product_category" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_link_child_idx" ON "product_link" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "product_locale_search_idx" ON "product_locale" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_locale_trgm_idx" ON "product_locale" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_media_product_idx" ON "product_media" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_tier_price_product_idx" ON "product_tier_price" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "review_product_idx" ON "review" USING btree ("product_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "url_rewrite_request_idx" ON "url_rewrite" USING btree ("locale","request_path");