import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./apps/server/src/services/*/*.schema.ts",
  out: "./packages/db/migrations",
});
