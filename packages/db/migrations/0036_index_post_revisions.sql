CREATE TABLE "index_post_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"staff_id" integer,
	"staff_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"snapshot" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "index_post_revisions" ADD CONSTRAINT "index_post_revisions_post_id_index_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."index_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "index_post_revisions_post" ON "index_post_revisions" USING btree ("post_id","id");
