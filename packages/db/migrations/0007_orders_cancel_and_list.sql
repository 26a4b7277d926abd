DROP INDEX "checkout_orders_live_list";--> statement-breakpoint
CREATE INDEX "checkout_orders_created" ON "checkout_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_orders_live_list" ON "checkout_orders" USING btree ("list_id") WHERE "checkout_orders"."status" not in ('payment_error', 'cancelled');