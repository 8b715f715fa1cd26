import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { sessions } from "../../db/schema";
import { listSessions } from "./list-sessions";
import { revokeSessions } from "./revoke-sessions";

const handle = testDatabase();
const { make } = handle;

async function session(userId: string, token: string) {
  const [row] = await handle.db
    .insert(sessions)
    .values({ userId, token, expiresAt: new Date(Date.now() + 86_400_000) })
    .returning();
  return row!.id;
}

describe("sessions", () => {
  it("lists the user's own live sessions and marks this one", async () => {
    const user = await make.user();
    const here = await session(user.id, "t-here");
    await session(user.id, "t-phone");
    await handle.db
      .insert(sessions)
      .values({ userId: user.id, token: "t-old", expiresAt: new Date(Date.now() - 1000) });
    const list = await listSessions(handle.db, user.id, here);
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current).map((s) => s.id)).toEqual([here]);
  });

  it("signs out one device, the others, or all, and never another user's", async () => {
    const [me, other] = [await make.user(), await make.user()];
    const here = await session(me.id, "a1");
    const phone = await session(me.id, "a2");
    const laptop = await session(me.id, "a3");
    const theirs = await session(other.id, "b1");
    expect(await revokeSessions(handle.db, me.id, { sessionId: theirs })).toBe(0);
    expect(await revokeSessions(handle.db, me.id, { sessionId: phone })).toBe(1);
    expect(await revokeSessions(handle.db, me.id, { allExcept: here })).toBe(1);
    expect((await handle.db.select().from(sessions).where(eq(sessions.userId, me.id))).map((s) => s.id)).toEqual([
      here,
    ]);
    expect(laptop).toBeDefined();
    expect(await revokeSessions(handle.db, me.id, { all: true })).toBe(1);
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, other.id))).toHaveLength(1);
  });
});
