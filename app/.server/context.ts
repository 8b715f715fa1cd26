import type { Database } from "./db/client";
import type { Env } from "./env";
import type { ObjectStorage } from "./storage/storage";

/** What every loader and action receives from the server (see server/app.ts). */
export type ServerContext = {
  db: Database;
  env: Env;
  storage: ObjectStorage;
};

declare module "react-router" {
  interface AppLoadContext extends ServerContext {}
}
