-- Issue #18 item 3: the change bus's version check. One counter per topic, bumped with every publish;
-- every process reads the table about once a second and drops what a missed message would have dropped.
CREATE TABLE IF NOT EXISTS "change_versions" (
	"topic" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
