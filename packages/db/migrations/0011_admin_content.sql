-- Optimistic concurrency for the back office's category, CMS and redirect editors (issue #17):
-- every staff save names the version it read and moves it forward by one.
ALTER TABLE "catalog_categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_blocks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "route_url_rewrites" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "route_url_rewrites_target" ON "route_url_rewrites" USING btree ("redirect_target");
