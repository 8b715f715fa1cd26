import { setupTemplateDatabase } from "./test-database";

export default async function globalSetup() {
  await setupTemplateDatabase();
}
