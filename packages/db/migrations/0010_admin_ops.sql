ALTER TABLE "staff_order_refunds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_order_refunds_idempotency" ON "staff_order_refunds" USING btree ("order_id","idempotency_key") WHERE "staff_order_refunds"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "customers_email_prefix" ON "customers" USING btree (lower("email") text_pattern_ops);
