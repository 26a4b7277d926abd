CREATE TABLE "review_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"review_id" text NOT NULL,
	"position" smallint NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_photos_review" ON "review_photos" USING btree ("review_id","position");
