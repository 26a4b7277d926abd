ALTER TABLE "zeus_quotes" ADD COLUMN "locale" text DEFAULT 'en-US' NOT NULL;
