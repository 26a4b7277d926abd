ALTER TABLE "returns_rma_lines" ADD COLUMN "exchange_product_id" integer;--> statement-breakpoint
ALTER TABLE "returns_rma_lines" ADD COLUMN "exchange_sku" text;--> statement-breakpoint
ALTER TABLE "returns_rma_lines" ADD COLUMN "exchange_label" text;--> statement-breakpoint
ALTER TABLE "returns_rma_lines" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "returns_rmas" ADD COLUMN "exchange_reserved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "returns_rmas" ADD COLUMN "replacement_package" integer;--> statement-breakpoint
CREATE TABLE "returns_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"order_id" text NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "returns_photos_owner" ON "returns_photos" USING btree ("session_id","order_id");
