CREATE TABLE "form_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"site" text NOT NULL,
	"locale" text NOT NULL,
	"status" text NOT NULL,
	"team" text NOT NULL,
	"email" text NOT NULL,
	"data" jsonb NOT NULL,
	"gym_id" integer,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_images" (
	"image_id" text NOT NULL,
	"width" integer NOT NULL,
	"submission_id" text NOT NULL,
	"field" text NOT NULL,
	"position" integer NOT NULL,
	"height" integer NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "form_images_image_id_width_pk" PRIMARY KEY("image_id","width")
);
--> statement-breakpoint
ALTER TABLE "form_images" ADD CONSTRAINT "form_images_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_submissions_form_status" ON "form_submissions" USING btree ("form","status","created_at");--> statement-breakpoint
CREATE INDEX "form_submissions_created" ON "form_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "form_images_submission" ON "form_images" USING btree ("submission_id");
