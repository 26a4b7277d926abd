-- The back office's product list finds products by any part of the name or SKU (ILIKE '%…%'):
-- trigram GIN indexes answer that without reading every row (issue #17). pg_trgm ships with
-- PostgreSQL (a trusted extension since 13: the database owner may create it) and with PGlite as a
-- contrib extension, loaded by createDatabase (packages/db).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalog_products_name_trgm" ON "catalog_products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalog_products_sku_trgm" ON "catalog_products" USING gin ("sku" gin_trgm_ops);
