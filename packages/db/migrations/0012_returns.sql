CREATE TABLE "returns_rmas" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"store_id" integer NOT NULL,
	"site" text NOT NULL,
	"currency" text NOT NULL,
	"locale" text DEFAULT 'en-US' NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	"state" text NOT NULL,
	"outcome" text NOT NULL,
	"confirm_key" text NOT NULL,
	"totals" jsonb NOT NULL,
	"needs_pickup" boolean DEFAULT false NOT NULL,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"giftcard_code" text,
	"reject_reason" text,
	"date_issued" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returns_rma_lines" (
	"rma_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"qty" integer NOT NULL,
	"reason" text NOT NULL,
	"condition" text NOT NULL,
	"note" text,
	"freight" boolean DEFAULT false NOT NULL,
	"received_qty" integer,
	"received_condition" text,
	CONSTRAINT "returns_rma_lines_rma_id_line_no_pk" PRIMARY KEY("rma_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "returns_rma_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rma_id" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor" text NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "returns_rma_lines" ADD CONSTRAINT "returns_rma_lines_rma_id_returns_rmas_id_fk" FOREIGN KEY ("rma_id") REFERENCES "public"."returns_rmas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_rma_events" ADD CONSTRAINT "returns_rma_events_rma_id_returns_rmas_id_fk" FOREIGN KEY ("rma_id") REFERENCES "public"."returns_rmas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "returns_rmas_confirm" ON "returns_rmas" USING btree ("order_id","confirm_key");--> statement-breakpoint
CREATE INDEX "returns_rmas_order" ON "returns_rmas" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_rmas_state" ON "returns_rmas" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_rma_events_once" ON "returns_rma_events" USING btree ("rma_id","to_state");
