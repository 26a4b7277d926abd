-- Issue #20: a team member's score entries are versioned like a score (who, when, what), never overwritten.
ALTER TABLE "event_member_scores" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE TABLE "event_member_score_versions" (
	"registration_id" text NOT NULL,
	"workout_id" text NOT NULL,
	"member" integer NOT NULL,
	"version" integer NOT NULL,
	"raw" text NOT NULL,
	"display" text NOT NULL,
	"judge" text DEFAULT '' NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_member_score_versions_pk" PRIMARY KEY("registration_id","workout_id","member","version")
);
--> statement-breakpoint
ALTER TABLE "event_member_score_versions" ADD CONSTRAINT "event_member_score_versions_registration_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_member_score_versions" ADD CONSTRAINT "event_member_score_versions_workout_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."event_workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The entries kept so far become their first version.
INSERT INTO "event_member_score_versions" ("registration_id", "workout_id", "member", "version", "raw", "display", "judge", "actor", "at")
SELECT "registration_id", "workout_id", "member", "version", "raw", "display", "judge", "actor", "updated_at" FROM "event_member_scores"
ON CONFLICT DO NOTHING;
