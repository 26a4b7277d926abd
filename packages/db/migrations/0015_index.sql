CREATE TABLE "index_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"headline" text NOT NULL,
	"header_image" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "index_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "index_tags" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "index_tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "index_authors" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"bio" text NOT NULL,
	"avatar" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "index_authors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "index_posts" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_ids" jsonb NOT NULL,
	"tag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_id" integer NOT NULL,
	"format" text DEFAULT 'standard' NOT NULL,
	"featured_image" text NOT NULL,
	"large_featured_image" text NOT NULL,
	"featured_video" text,
	"custom_css" text DEFAULT '' NOT NULL,
	"custom_js" text DEFAULT '' NOT NULL,
	"skus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sticky" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "index_post_texts" (
	"post_id" integer NOT NULL,
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"blocks" jsonb NOT NULL,
	CONSTRAINT "index_post_texts_post_id_lang_pk" PRIMARY KEY("post_id","lang"),
	CONSTRAINT "index_post_texts_lang_slug" UNIQUE("lang","slug")
);
--> statement-breakpoint
ALTER TABLE "index_posts" ADD CONSTRAINT "index_posts_author_id_index_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."index_authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_post_texts" ADD CONSTRAINT "index_post_texts_post_id_index_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."index_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "index_posts_status_published" ON "index_posts" USING btree ("status","published_at");
