ALTER TABLE "event_registrations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "waiver_version" integer;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "waiver_accepted_at" timestamp with time zone;--> statement-breakpoint
DROP INDEX "event_registrations_customer";--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_customer" ON "event_registrations" USING btree ("event_id","customer_id") WHERE "event_registrations"."customer_id" is not null and "event_registrations"."cancelled_at" is null;--> statement-breakpoint
ALTER TABLE "event_workouts" ADD COLUMN "team_combine" text;--> statement-breakpoint
CREATE TABLE "event_member_scores" (
	"registration_id" text NOT NULL,
	"workout_id" text NOT NULL,
	"member" integer NOT NULL,
	"raw" text NOT NULL,
	"value" double precision NOT NULL,
	"display" text NOT NULL,
	"judge" text DEFAULT '' NOT NULL,
	"actor" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_member_scores_registration_id_workout_id_member_pk" PRIMARY KEY("registration_id","workout_id","member")
);
--> statement-breakpoint
CREATE TABLE "event_waivers" (
	"event_id" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_waivers_event_id_version_pk" PRIMARY KEY("event_id","version")
);
--> statement-breakpoint
ALTER TABLE "event_member_scores" ADD CONSTRAINT "event_member_scores_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_member_scores" ADD CONSTRAINT "event_member_scores_workout_id_event_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."event_workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waivers" ADD CONSTRAINT "event_waivers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
