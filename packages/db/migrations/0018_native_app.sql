CREATE TABLE "app_notification_preferences" (
	"customer_id" integer NOT NULL,
	"topic" text NOT NULL,
	"push" boolean NOT NULL,
	"email" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_notification_preferences_customer_id_topic_pk" PRIMARY KEY("customer_id","topic")
);
--> statement-breakpoint
ALTER TABLE "app_notification_preferences" ADD CONSTRAINT "app_notification_preferences_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "app_exclusives" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone
);
