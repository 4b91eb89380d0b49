CREATE TABLE "rate_limit_window" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"changed_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_gateway_charge" (
	"provider_payment_id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"charge" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_gateway_charge_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_window_started_idx" ON "rate_limit_window" USING btree ("window_started_at");