CREATE TABLE "catalog_product_images" (
	"image_id" text NOT NULL,
	"width" integer NOT NULL,
	"product_id" integer NOT NULL,
	"height" integer NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_product_images_image_id_width_pk" PRIMARY KEY("image_id","width")
);
--> statement-breakpoint
CREATE INDEX "catalog_product_images_product" ON "catalog_product_images" USING btree ("product_id");
