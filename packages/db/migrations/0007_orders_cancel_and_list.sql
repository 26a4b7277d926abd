DROP INDEX "checkout_orders_live_list";--> statement-breakpoint
CREATE INDEX "checkout_orders_created" ON "checkout_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "checkout_orders_id_prefix" ON "checkout_orders" USING btree ("id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "checkout_orders_email_prefix" ON "checkout_orders" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_orders_live_list" ON "checkout_orders" USING btree ("list_id") WHERE "checkout_orders"."status" not in ('payment_error', 'cancelled');