ALTER TABLE "events" ADD COLUMN "registration_sku" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "team_name" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "members" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "event_registrations_order" ON "event_registrations" USING btree ("order_id") WHERE "event_registrations"."order_id" is not null;--> statement-breakpoint
CREATE TABLE "event_heats" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"workout_id" text NOT NULL,
	"division_id" text NOT NULL,
	"number" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_lanes" (
	"heat_id" text NOT NULL,
	"lane" integer NOT NULL,
	"registration_id" text NOT NULL,
	CONSTRAINT "event_lanes_heat_id_lane_pk" PRIMARY KEY("heat_id","lane")
);
--> statement-breakpoint
ALTER TABLE "event_heats" ADD CONSTRAINT "event_heats_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_heats" ADD CONSTRAINT "event_heats_workout_id_event_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."event_workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_heats" ADD CONSTRAINT "event_heats_division_id_event_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."event_divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_lanes" ADD CONSTRAINT "event_lanes_heat_id_event_heats_id_fk" FOREIGN KEY ("heat_id") REFERENCES "public"."event_heats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_lanes" ADD CONSTRAINT "event_lanes_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_heats_workout" ON "event_heats" USING btree ("workout_id","division_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "event_lanes_registration" ON "event_lanes" USING btree ("heat_id","registration_id");--> statement-breakpoint
CREATE INDEX "event_lanes_of_registration" ON "event_lanes" USING btree ("registration_id");
