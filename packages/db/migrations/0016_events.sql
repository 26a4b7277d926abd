CREATE TABLE "event_divisions" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"name" text NOT NULL,
	"cap" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_moderators" (
	"event_id" text NOT NULL,
	"staff_id" integer NOT NULL,
	CONSTRAINT "event_moderators_event_id_staff_id_pk" PRIMARY KEY("event_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "event_profiles" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"btwb_id" text,
	"birthdate" text,
	"gym" text,
	"gender" text DEFAULT 'Male' NOT NULL,
	"country" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"division_id" text NOT NULL,
	"customer_id" integer,
	"athlete_name" text NOT NULL,
	"affiliate" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_score_versions" (
	"score_id" text NOT NULL,
	"version" integer NOT NULL,
	"state" text NOT NULL,
	"raw" text NOT NULL,
	"judge" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_score_versions_score_id_version_pk" PRIMARY KEY("score_id","version")
);
--> statement-breakpoint
CREATE TABLE "event_scores" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"registration_id" text NOT NULL,
	"workout_id" text NOT NULL,
	"raw" text NOT NULL,
	"value" double precision NOT NULL,
	"display" text NOT NULL,
	"state" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"judge" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_workouts" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"ordinal" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"score_type" text NOT NULL,
	"time_cap_seconds" integer,
	"total_reps" integer,
	"reps_per_round" integer,
	"unit" text,
	"starts_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"year" integer NOT NULL,
	"title" text NOT NULL,
	"venue" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"registration_opens_at" timestamp with time zone NOT NULL,
	"registration_closes_at" timestamp with time zone NOT NULL,
	"points_table" text DEFAULT 'place' NOT NULL,
	"tiebreak_workout_id" text,
	"frozen" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_divisions" ADD CONSTRAINT "event_divisions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_moderators" ADD CONSTRAINT "event_moderators_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_profiles" ADD CONSTRAINT "event_profiles_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_division_id_event_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."event_divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_score_versions" ADD CONSTRAINT "event_score_versions_score_id_event_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."event_scores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_scores" ADD CONSTRAINT "event_scores_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_scores" ADD CONSTRAINT "event_scores_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_scores" ADD CONSTRAINT "event_scores_workout_id_event_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."event_workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_workouts" ADD CONSTRAINT "event_workouts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_divisions_event" ON "event_divisions" USING btree ("event_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_customer" ON "event_registrations" USING btree ("event_id","customer_id") WHERE "event_registrations"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "event_registrations_division" ON "event_registrations" USING btree ("division_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_scores_entry" ON "event_scores" USING btree ("registration_id","workout_id");--> statement-breakpoint
CREATE INDEX "event_scores_event_state" ON "event_scores" USING btree ("event_id","state");--> statement-breakpoint
CREATE INDEX "event_workouts_event" ON "event_workouts" USING btree ("event_id","ordinal");--> statement-breakpoint
CREATE UNIQUE INDEX "events_name_year" ON "events" USING btree ("name","year");