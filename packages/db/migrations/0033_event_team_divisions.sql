-- Issue #20: a team division says how many members a team registers (null: an individual division).
ALTER TABLE "event_divisions" ADD COLUMN IF NOT EXISTS "team_size" integer;--> statement-breakpoint
ALTER TABLE "event_divisions" ADD CONSTRAINT "event_divisions_team_size" CHECK ("team_size" IS NULL OR "team_size" BETWEEN 2 AND 8);
