import { describe, expect, it } from "vitest";
import { intentHandler } from "./intents";

describe("intentHandler", () => {
  const table = { save: async () => "saved", "remove-photo": async () => "removed" };

  it("finds the handler the form names", async () => {
    expect(await intentHandler(table, "save")?.()).toBe("saved");
    expect(await intentHandler(table, "remove-photo")?.()).toBe("removed");
  });

  it("knows no other intent: missing, a file, or a name every object has", () => {
    for (const intent of [null, "", "Save", "delete", "constructor", "__proto__", "toString", "hasOwnProperty"]) {
      expect(intentHandler(table, intent), String(intent)).toBeUndefined();
    }
    expect(intentHandler(table, new File(["x"], "save"))).toBeUndefined();
  });
});
