CREATE TABLE "customers" (
	"customer_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_customer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"group_id" integer DEFAULT 1 NOT NULL,
	"segments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "list_items" (
	"id" text PRIMARY KEY NOT NULL,
	"list_id" text NOT NULL,
	"line_key" text NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"request" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lists" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"site_code" text NOT NULL,
	"owner_customer_id" integer,
	"owner_session_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"active_cart_ts" timestamp with time zone,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url_key" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"customer_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_owner_customer_id_customers_customer_id_fk" FOREIGN KEY ("owner_customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_lower" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "list_items_line" ON "list_items" USING btree ("list_id","line_key");--> statement-breakpoint
CREATE INDEX "list_items_list" ON "list_items" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "lists_owner_customer" ON "lists" USING btree ("owner_customer_id","site_code","type");--> statement-breakpoint
CREATE INDEX "lists_owner_session" ON "lists" USING btree ("owner_session_id","site_code","type");--> statement-breakpoint
CREATE UNIQUE INDEX "lists_url_key" ON "lists" USING btree ("url_key") WHERE "lists"."url_key" is not null;--> statement-breakpoint
CREATE INDEX "sessions_session_id" ON "sessions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_customer_id" ON "sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at" ON "sessions" USING btree ("expires_at");