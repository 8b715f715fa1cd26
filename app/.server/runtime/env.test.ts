import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env";

describe("loadEnv", () => {
  it("has defaults for the embedded mode", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toBe(path.resolve("./data"));
    expect(env.pgliteDir).toBe(path.resolve("./data/db"));
    expect(env.uploadsDir).toBe(path.resolve("./data/uploads"));
  });

  it("reads PORT, DATA_DIR and DATABASE_URL", () => {
    const env = loadEnv({ PORT: "8080", DATA_DIR: "/srv/chuo", DATABASE_URL: "postgres://u@db:5432/chuo" });
    expect(env).toMatchObject({ PORT: 8080, dataDir: "/srv/chuo", DATABASE_URL: "postgres://u@db:5432/chuo" });
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(loadEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("stops with one line naming the bad variable", () => {
    expect(() => loadEnv({ PORT: "eighty" })).toThrow(EnvError);
    expect(() => loadEnv({ PORT: "eighty" })).toThrow(/^Invalid PORT \("eighty"\): /);
    expect(() => loadEnv({ PORT: "70000" })).toThrow(/^Invalid PORT/);
    expect(() => loadEnv({ PORT: "-1" })).toThrow(/^Invalid PORT/);
    expect(() => loadEnv({ DATABASE_URL: "mysql://root:secret@x" })).toThrow(/^Invalid DATABASE_URL: must be a postgres/);
    try {
      loadEnv({ LOG_LEVEL: "loud" });
    } catch (error) {
      expect((error as Error).message).not.toContain("\n");
      expect((error as Error).message).toMatch(/^Invalid LOG_LEVEL/);
    }
  });
});
