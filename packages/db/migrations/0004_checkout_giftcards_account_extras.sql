CREATE TABLE "checkout_order_access" (
	"order_id" text NOT NULL,
	"session_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_order_access_order_id_session_id_pk" PRIMARY KEY("order_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "checkout_order_lines" (
	"order_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"qty" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"row_total_minor" integer NOT NULL,
	"thumbnail" text,
	"request" jsonb NOT NULL,
	CONSTRAINT "checkout_order_lines_order_id_line_no_pk" PRIMARY KEY("order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "checkout_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"list_id" text NOT NULL,
	"store_id" integer NOT NULL,
	"site" text NOT NULL,
	"currency" text NOT NULL,
	"customer_id" integer,
	"session_id" text,
	"email" text NOT NULL,
	"group_id" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"three_ds_state" text,
	"shipping_mode" text NOT NULL,
	"totals" jsonb NOT NULL,
	"payment" jsonb NOT NULL,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"shipping" jsonb NOT NULL,
	"giftcards" jsonb NOT NULL,
	"stock" jsonb NOT NULL,
	"comments" text,
	"meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_shipments" (
	"order_id" text NOT NULL,
	"package_number" integer NOT NULL,
	"carrier" text NOT NULL,
	"label" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"tracking_number" text,
	"items" jsonb NOT NULL,
	"events" jsonb NOT NULL,
	CONSTRAINT "checkout_shipments_order_id_package_number_pk" PRIMARY KEY("order_id","package_number")
);
--> statement-breakpoint
CREATE TABLE "pending_registrations" (
	"email_key" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"locale" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "giftcard_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"order_id" text,
	"amount_minor" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "giftcards" (
	"code" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"initial_minor" integer NOT NULL,
	"balance_minor" integer NOT NULL,
	"issued_order_id" text,
	"recipient" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giftcards_balance_non_negative" CHECK ("giftcards"."balance_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bins" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_order_access" ADD CONSTRAINT "checkout_order_access_order_id_checkout_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."checkout_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_order_lines" ADD CONSTRAINT "checkout_order_lines_order_id_checkout_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."checkout_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_shipments" ADD CONSTRAINT "checkout_shipments_order_id_checkout_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."checkout_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giftcard_movements" ADD CONSTRAINT "giftcard_movements_code_giftcards_code_fk" FOREIGN KEY ("code") REFERENCES "public"."giftcards"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_orders_live_list" ON "checkout_orders" USING btree ("list_id") WHERE "checkout_orders"."status" <> 'payment_error';--> statement-breakpoint
CREATE INDEX "checkout_orders_customer" ON "checkout_orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "checkout_orders_pending" ON "checkout_orders" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_registrations_token" ON "pending_registrations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "pending_registrations_expires" ON "pending_registrations" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "giftcard_movements_code" ON "giftcard_movements" USING btree ("code","created_at");--> statement-breakpoint
CREATE INDEX "newsletter_confirm_token" ON "newsletter_subscriptions" USING btree ("confirm_token_hash");