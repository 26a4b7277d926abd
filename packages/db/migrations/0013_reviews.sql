CREATE TABLE "review_answers" (
	"id" text PRIMARY KEY NOT NULL,
	"question_id" text NOT NULL,
	"author_kind" text NOT NULL,
	"staff_id" integer,
	"customer_id" integer,
	"nickname" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_invitations" (
	"order_id" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"customer_id" integer,
	"nickname" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"findings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rejection_reason" text,
	"votes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"target_id" text NOT NULL,
	"voter" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_target_id_voter_pk" PRIMARY KEY("target_id","voter")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"author_key" text NOT NULL,
	"customer_id" integer,
	"email" text,
	"order_id" text,
	"verified" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rating" smallint NOT NULL,
	"aspects" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"nickname" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"experienced_on" date,
	"findings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rejection_reason" text,
	"reply_body" text,
	"reply_at" timestamp with time zone,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "review_answers" ADD CONSTRAINT "review_answers_question_id_review_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."review_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_answers" ADD CONSTRAINT "review_answers_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_questions" ADD CONSTRAINT "review_questions_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_answers_question" ON "review_answers" USING btree ("question_id","created_at");--> statement-breakpoint
CREATE INDEX "review_questions_product" ON "review_questions" USING btree ("product_id","status","created_at");--> statement-breakpoint
CREATE INDEX "review_votes_address" ON "review_votes" USING btree ("address","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_author_product" ON "reviews" USING btree ("product_id","author_key");--> statement-breakpoint
CREATE INDEX "reviews_product_published" ON "reviews" USING btree ("product_id","created_at","rating") WHERE "reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "reviews_queue" ON "reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_customer" ON "reviews" USING btree ("customer_id");