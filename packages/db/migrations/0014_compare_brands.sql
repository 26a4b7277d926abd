CREATE TABLE "compare_lists" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_customer_id" integer,
	"owner_session_id" text,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compare_lists" ADD CONSTRAINT "compare_lists_owner_customer_id_customers_customer_id_fk" FOREIGN KEY ("owner_customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compare_lists_customer" ON "compare_lists" USING btree ("owner_customer_id") WHERE "compare_lists"."owner_customer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "compare_lists_session" ON "compare_lists" USING btree ("owner_session_id") WHERE "compare_lists"."owner_customer_id" is null;--> statement-breakpoint
CREATE TABLE "catalog_brands" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"story" text NOT NULL,
	"page_title" text NOT NULL,
	"meta_description" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "catalog_brands_name_unique" UNIQUE("name")
);
