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
--> statement-breakpoint
CREATE TABLE "gyms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gyms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"region" text,
	"postcode" text NOT NULL,
	"country" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"hours" text NOT NULL,
	"photo" text,
	"equipment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"website" text,
	"status" text DEFAULT 'approved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "gyms_status" ON "gyms" USING btree ("status");
