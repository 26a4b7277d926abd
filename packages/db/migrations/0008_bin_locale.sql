ALTER TABLE "bins" ADD COLUMN "locale_prefix" text;
