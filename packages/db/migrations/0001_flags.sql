CREATE TABLE "flags_features" (
	"key" text PRIMARY KEY NOT NULL,
	"value_type" text NOT NULL,
	"default_value" jsonb NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The flags SPEC §2/§5/§8 uses, with their defaults (apps/server/src/services/flags/flags.defaults.ts mirrors them).
INSERT INTO "flags_features" ("key", "value_type", "default_value", "description") VALUES
	('eu-returns', 'boolean', 'false'::jsonb, 'Online returns (/rmaprocess) on the EUR and GBR stores'),
	('gym-map', 'boolean', 'false'::jsonb, 'The equipped-gyms map (/rogue-equipped-gyms)'),
	('invitational-year', 'number', '2025'::jsonb, 'The year /invitational shows'),
	('compat_enabled', 'boolean', 'true'::jsonb, 'Accessory compatibility check on product pages'),
	('alternate-card-provider', 'boolean', 'false'::jsonb, 'Checkout uses the alternate card provider variant'),
	('debug', 'boolean', 'false'::jsonb, 'Shows the footer debug link')
ON CONFLICT ("key") DO NOTHING;
