CREATE TABLE "zeus_projects" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"plan" jsonb NOT NULL,
	"total_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zeus_project_versions" (
	"project_id" text NOT NULL,
	"version" integer NOT NULL,
	"plan" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zeus_project_versions_project_id_version_pk" PRIMARY KEY("project_id","version")
);
--> statement-breakpoint
CREATE TABLE "zeus_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"email" text NOT NULL,
	"project_id" text,
	"project_name" text NOT NULL,
	"project_version" integer NOT NULL,
	"state" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"facility_type" text NOT NULL,
	"delivery_zip" text NOT NULL,
	"installation" boolean NOT NULL,
	"notes" text,
	"lines" jsonb NOT NULL,
	"list_total_minor" integer NOT NULL,
	"discount_minor" integer,
	"freight_minor" integer,
	"currency" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zeus_quote_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"sender" text NOT NULL,
	"staff_id" integer,
	"text" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "zeus_projects" ADD CONSTRAINT "zeus_projects_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zeus_project_versions" ADD CONSTRAINT "zeus_project_versions_project_id_zeus_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."zeus_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zeus_quotes" ADD CONSTRAINT "zeus_quotes_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zeus_quotes" ADD CONSTRAINT "zeus_quotes_project_id_zeus_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."zeus_projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zeus_quote_messages" ADD CONSTRAINT "zeus_quote_messages_quote_id_zeus_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."zeus_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "zeus_projects_customer" ON "zeus_projects" USING btree ("customer_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "zeus_projects_share" ON "zeus_projects" USING btree ("share_token");--> statement-breakpoint
CREATE INDEX "zeus_quotes_customer" ON "zeus_quotes" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "zeus_quotes_state" ON "zeus_quotes" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "zeus_quote_messages_quote" ON "zeus_quote_messages" USING btree ("quote_id","id");
