CREATE TABLE "bins" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"parent_id" integer,
	"email" text NOT NULL,
	"site_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "address_books" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"ship_to_country" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"company" text,
	"telephone" text NOT NULL,
	"street" jsonb NOT NULL,
	"apartment" text,
	"city" text NOT NULL,
	"postcode" text,
	"region" text,
	"region_id" text,
	"country_id" text NOT NULL,
	"vat_number" text,
	"eori_number" text,
	"is_default_shipping" boolean DEFAULT false NOT NULL,
	"is_default_billing" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"site_code" text NOT NULL,
	"email" text NOT NULL,
	"list_id" text NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_site_code_email_list_id_pk" PRIMARY KEY("site_code","email","list_id")
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"stored_payment_method_id" text NOT NULL,
	"adyen_type" text DEFAULT 'scheme' NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"holder_name" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"billing_address_id" text,
	"billing_address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_programs" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"order_id" text,
	"name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testpay_objects" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"owner" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testpay_objects_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"remaining_uses" integer NOT NULL,
	"order_id" text,
	"value" numeric(12, 2) NOT NULL,
	"type" text NOT NULL,
	"free_shipping" boolean DEFAULT false NOT NULL,
	"product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bins" ADD CONSTRAINT "bins_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_books" ADD CONSTRAINT "address_books_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_programs" ADD CONSTRAINT "customer_programs_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bins_customer_product" ON "bins" USING btree ("customer_id","product_id");--> statement-breakpoint
CREATE INDEX "bins_product" ON "bins" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "customer_addresses_customer" ON "customer_addresses" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_default_shipping" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."is_default_shipping";--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_default_billing" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."is_default_billing";--> statement-breakpoint
CREATE INDEX "password_reset_tokens_customer" ON "password_reset_tokens" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_created" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "newsletter_email" ON "newsletter_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_customer_method" ON "payment_cards" USING btree ("customer_id","stored_payment_method_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_one_default" ON "payment_cards" USING btree ("customer_id") WHERE "payment_cards"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "customer_programs_product" ON "customer_programs" USING btree ("customer_id","product_id");--> statement-breakpoint
CREATE INDEX "testpay_objects_owner" ON "testpay_objects" USING btree ("kind","owner");--> statement-breakpoint
CREATE INDEX "tickets_customer" ON "tickets" USING btree ("customer_id","created_at");