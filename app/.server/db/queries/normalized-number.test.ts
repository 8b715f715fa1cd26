import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeWhatsappNumber } from "~/lib/whatsapp";
import { fixtures } from "../../../../tests/fixtures/db-fixtures";
import { createTestDatabase } from "../../../../tests/setup/test-database";
import type { DatabaseHandle } from "../client";
import { users } from "../schema";
import { normalizedNumberOf } from "./normalized-number";

let handle: DatabaseHandle;
let make: ReturnType<typeof fixtures>;

beforeAll(async () => {
  handle = await createTestDatabase();
  make = fixtures(handle.db);
});

afterAll(async () => {
  await handle?.close();
});

describe("normalizedNumberOf", () => {
  it("gives every stored form the number normalizeWhatsappNumber gives it", async () => {
    const forms = ["0754 123 456", "+255754123456", "255-754-123-456", "754123456", "654123456", "0754123456", "12345", "  +1 (202) 555 0100 ", "abc", "", "0", "255"];
    for (const typed of forms) {
      const person = await make.user({ whatsappNumber: typed });
      const [row] = await handle.db
        .select({ normalized: normalizedNumberOf(users.whatsappNumber) })
        .from(users)
        .where(eq(users.id, person.id));
      expect(row?.normalized ?? null, JSON.stringify(typed)).toBe(normalizeWhatsappNumber(typed));
    }
    const none = await make.user({ whatsappNumber: null });
    const [row] = await handle.db
      .select({ normalized: normalizedNumberOf(users.whatsappNumber) })
      .from(users)
      .where(eq(users.id, none.id));
    expect(row?.normalized).toBeNull();
  });
});
