CREATE TABLE "credit_memo" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"order_id" integer NOT NULL,
	"return_id" integer,
	"refund_to" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"shipping_refunded" integer DEFAULT 0 NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "credit_memo_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_memo_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "credit_memo_line" (
	"credit_memo_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"amount_excl_tax" integer NOT NULL,
	"amount_incl_tax" integer NOT NULL,
	CONSTRAINT "credit_memo_line_credit_memo_id_order_line_id_pk" PRIMARY KEY("credit_memo_id","order_line_id")
);
--> statement-breakpoint
CREATE TABLE "download_purchase" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_line_id" integer NOT NULL,
	"link_id" integer NOT NULL,
	"customer_id" integer,
	"downloads_used" integer DEFAULT 0 NOT NULL,
	"max_downloads" integer,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "download_purchase_line_link_unique" UNIQUE("order_line_id","link_id")
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"locale" text NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"subtotal_excl_tax" integer NOT NULL,
	"shipping_excl_tax" integer NOT NULL,
	"tax_amount" integer NOT NULL,
	"grand_total" integer NOT NULL,
	CONSTRAINT "invoice_number_unique" UNIQUE("number"),
	CONSTRAINT "invoice_year_sequence_unique" UNIQUE("year","sequence")
);
--> statement-breakpoint
CREATE TABLE "invoice_counter" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"qty" integer NOT NULL,
	"unit_price_excl_tax" integer NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"row_total_excl_tax" integer NOT NULL,
	"row_tax" integer NOT NULL,
	"row_total_incl_tax" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"status" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_line" (
	"return_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"reason" text NOT NULL,
	"condition" text NOT NULL,
	CONSTRAINT "return_line_return_id_order_line_id_pk" PRIMARY KEY("return_id","order_line_id")
);
--> statement-breakpoint
CREATE TABLE "return_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer,
	"status" text DEFAULT 'requested' NOT NULL,
	"resolution" text NOT NULL,
	"comment" text,
	"refusal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_request_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "shipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_line" (
	"shipment_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "shipment_line_shipment_id_order_line_id_pk" PRIMARY KEY("shipment_id","order_line_id")
);
--> statement-breakpoint
CREATE TABLE "store_credit_entry" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"credit_memo_id" integer,
	"balance_after" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_entry_order_reason_unique" UNIQUE("order_id","reason"),
	CONSTRAINT "store_credit_entry_credit_memo_unique" UNIQUE("credit_memo_id")
);
--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "store_credit_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_memo" ADD CONSTRAINT "credit_memo_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_memo" ADD CONSTRAINT "credit_memo_return_id_return_request_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_request"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_memo_line" ADD CONSTRAINT "credit_memo_line_credit_memo_id_credit_memo_id_fk" FOREIGN KEY ("credit_memo_id") REFERENCES "public"."credit_memo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_memo_line" ADD CONSTRAINT "credit_memo_line_order_line_id_sales_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."sales_order_line"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_purchase" ADD CONSTRAINT "download_purchase_order_line_id_sales_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."sales_order_line"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_purchase" ADD CONSTRAINT "download_purchase_link_id_downloadable_link_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."downloadable_link"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_purchase" ADD CONSTRAINT "download_purchase_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_order_line_id_sales_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."sales_order_line"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_event" ADD CONSTRAINT "return_event_return_id_return_request_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_line" ADD CONSTRAINT "return_line_return_id_return_request_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_line" ADD CONSTRAINT "return_line_order_line_id_sales_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."sales_order_line"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request" ADD CONSTRAINT "return_request_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request" ADD CONSTRAINT "return_request_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment" ADD CONSTRAINT "shipment_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_line" ADD CONSTRAINT "shipment_line_shipment_id_shipment_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_line" ADD CONSTRAINT "shipment_line_order_line_id_sales_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."sales_order_line"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entry" ADD CONSTRAINT "store_credit_entry_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entry" ADD CONSTRAINT "store_credit_entry_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entry" ADD CONSTRAINT "store_credit_entry_credit_memo_id_credit_memo_id_fk" FOREIGN KEY ("credit_memo_id") REFERENCES "public"."credit_memo"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_memo_order_idx" ON "credit_memo" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "download_purchase_customer_idx" ON "download_purchase" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "invoice_order_idx" ON "invoice" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoice_line_invoice_idx" ON "invoice_line" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "return_event_return_idx" ON "return_event" USING btree ("return_id","id");--> statement-breakpoint
CREATE INDEX "return_request_customer_idx" ON "return_request" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "return_request_order_idx" ON "return_request" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipment_order_idx" ON "shipment" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "store_credit_entry_customer_idx" ON "store_credit_entry" USING btree ("customer_id","id");