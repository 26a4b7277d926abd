ALTER TABLE "zeus_quotes" ADD COLUMN "source" text DEFAULT 'project' NOT NULL;--> statement-breakpoint
ALTER TABLE "zeus_quotes" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "zeus_quotes" ADD COLUMN "state_before_order" text;
