CREATE TABLE "zeus_recipes" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"session_id" text,
	"project_id" text,
	"name" text NOT NULL,
	"plan" jsonb NOT NULL,
	"total_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
