ALTER TABLE "staff_order_refunds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_order_refunds_idempotency" ON "staff_order_refunds" USING btree ("order_id","idempotency_key") WHERE "staff_order_refunds"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "customers_email_prefix" ON "customers" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
ALTER TABLE "giftcards" ADD COLUMN "id" integer GENERATED ALWAYS AS IDENTITY NOT NULL;--> statement-breakpoint
ALTER TABLE "giftcards" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "giftcards_id" ON "giftcards" USING btree ("id");--> statement-breakpoint
CREATE INDEX "giftcards_created" ON "giftcards" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "status" text DEFAULT 'outbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_status" ON "mail_outbox" USING btree ("status","created_at");
