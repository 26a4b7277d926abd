ALTER TABLE "staff_order_refunds" ADD COLUMN "tenders" jsonb;
