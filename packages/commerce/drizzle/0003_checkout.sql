CREATE TABLE "checkout_state" (
	"cart_id" integer PRIMARY KEY NOT NULL,
	"email" text,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"billing_same_as_shipping" boolean DEFAULT true NOT NULL,
	"shipping_method_code" text,
	"pickup_point_id" text,
	"payment_method_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_point" (
	"id" text PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"name" text NOT NULL,
	"street" jsonb NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"department" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"schedule" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_state" ADD CONSTRAINT "checkout_state_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_state" ADD CONSTRAINT "checkout_state_pickup_point_id_pickup_point_id_fk" FOREIGN KEY ("pickup_point_id") REFERENCES "public"."pickup_point"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pickup_point_postcode_idx" ON "pickup_point" USING btree ("country_code","postcode");