import { defineConfig } from "drizzle-kit";

// Migrations are generated here and applied from code (app/.server/db/migrate.ts), because the
// embedded PGlite must load the pg_trgm extension before the migrations run.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/.server/db/schema/index.ts",
  out: "./drizzle",
});
