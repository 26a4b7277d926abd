CREATE TABLE "returns_withdrawals" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"site" text NOT NULL,
	"locale" text DEFAULT 'en-US' NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"lines" jsonb NOT NULL,
	"confirm_key" text NOT NULL,
	"rma_id" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "returns_withdrawals_confirm" ON "returns_withdrawals" USING btree ("order_id","confirm_key");--> statement-breakpoint
CREATE INDEX "returns_withdrawals_order" ON "returns_withdrawals" USING btree ("order_id");
