CREATE TABLE "catalog_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"url_key" text NOT NULL,
	"url_path" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"description" text,
	"image" text,
	"sites" text[],
	"in_menu" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"link_strip" jsonb,
	CONSTRAINT "catalog_categories_url_path_unique" UNIQUE("url_path")
);
--> statement-breakpoint
CREATE TABLE "catalog_group_prices" (
	"product_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "catalog_group_prices_product_id_store_id_group_id_pk" PRIMARY KEY("product_id","store_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_hot_deals" (
	"product_id" integer NOT NULL,
	"site" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"deal_type" text NOT NULL,
	"hundo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "catalog_hot_deals_product_id_site_pk" PRIMARY KEY("product_id","site")
);
--> statement-breakpoint
CREATE TABLE "catalog_inventory" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"qoh" integer DEFAULT 0 NOT NULL,
	"min" integer DEFAULT 1 NOT NULL,
	"max" integer DEFAULT 10000 NOT NULL,
	"backorder" boolean DEFAULT false NOT NULL,
	"lead_time" text,
	"restock_status" text,
	"promo_qty" integer,
	"bin" boolean DEFAULT false NOT NULL,
	"ms" text
);
--> statement-breakpoint
CREATE TABLE "catalog_product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_product_prices" (
	"product_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"price" integer,
	"special_price" integer,
	"promo_price" integer,
	CONSTRAINT "catalog_product_prices_product_id_store_id_pk" PRIMARY KEY("product_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_products" (
	"id" integer PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"url_key" text NOT NULL,
	"visibility" integer DEFAULT 4 NOT NULL,
	"parent_id" integer,
	"weight" real,
	"attributes" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"gallery" jsonb NOT NULL,
	"thumbnail" text,
	"sites" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "catalog_products_url_key_unique" UNIQUE("url_key")
);
--> statement-breakpoint
CREATE TABLE "cms_blocks" (
	"name" text NOT NULL,
	"site" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "cms_blocks_name_site_pk" PRIMARY KEY("name","site")
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" integer PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"site" text NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"meta_description" text,
	"blocks" jsonb NOT NULL,
	"roguebuilder" jsonb,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cms_pages_identifier_site" UNIQUE("identifier","site")
);
--> statement-breakpoint
CREATE TABLE "route_url_rewrites" (
	"site" text NOT NULL,
	"request_path" text NOT NULL,
	"entity_type" text,
	"entity_id" text,
	"redirect_target" text,
	"redirect_type" integer,
	CONSTRAINT "route_url_rewrites_site_request_path_pk" PRIMARY KEY("site","request_path")
);
--> statement-breakpoint
CREATE INDEX "catalog_categories_parent_idx" ON "catalog_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "catalog_product_categories_category_idx" ON "catalog_product_categories" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "catalog_products_parent_idx" ON "catalog_products" USING btree ("parent_id");