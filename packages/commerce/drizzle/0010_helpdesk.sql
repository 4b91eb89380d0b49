CREATE TABLE "helpdesk_attachment" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "helpdesk_attachment_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "helpdesk_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"author" text NOT NULL,
	"staff_name" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "helpdesk_ticket" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"subject" text NOT NULL,
	"order_number" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "helpdesk_attachment" ADD CONSTRAINT "helpdesk_attachment_message_id_helpdesk_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."helpdesk_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_attachment" ADD CONSTRAINT "helpdesk_attachment_ticket_id_helpdesk_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."helpdesk_ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_message" ADD CONSTRAINT "helpdesk_message_ticket_id_helpdesk_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."helpdesk_ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_ticket" ADD CONSTRAINT "helpdesk_ticket_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "helpdesk_attachment_message_idx" ON "helpdesk_attachment" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "helpdesk_message_ticket_idx" ON "helpdesk_message" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "helpdesk_ticket_customer_idx" ON "helpdesk_ticket" USING btree ("customer_id","last_message_at");--> statement-breakpoint
CREATE INDEX "helpdesk_ticket_status_idx" ON "helpdesk_ticket" USING btree ("status","last_message_at");