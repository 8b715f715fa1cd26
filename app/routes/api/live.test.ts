import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { sessions } from "~/.server/db/schema";
import { LiveHub } from "~/.server/live/live-hub";
import { Listeners } from "~/.server/live/live-signal";
import type { Route } from "./+types/live";
import { loader } from "./live";

const handle = testDatabase();
const { make } = handle;

/** A signed-in student's session, and the auth library's answer for it (the route asks nothing else of it). */
async function student() {
  const user = await make.user();
  const [session] = await handle.db
    .insert(sessions)
    .values({ userId: user.id, token: randomUUID(), expiresAt: new Date(Date.now() + 3_600_000) })
    .returning({ id: sessions.id });
  return { user: { id: user.id, name: user.fullName, email: user.email, role: "user" }, session: { id: session!.id } };
}

describe("GET /api/live", () => {
  it("tells a browser's stream whose session has ended to stop (204, no error), and anything else to sign in (401)", async () => {
    const context = { db: handle.db, auth: { api: { getSession: async () => null } } };
    const ask = async (accept: string) =>
      (await loader({
        request: new Request("http://localhost/api/live?after=0", { headers: { accept } }),
        context,
        params: {},
      } as unknown as Route.LoaderArgs)) as Response;
    const stream = await ask("text/event-stream");
    expect(stream.status).toBe(204);
    expect(stream.headers.get("cache-control")).toBe("no-store");
    expect((await ask("*/*")).status).toBe(401);
  });

  it("answers 503 with Retry-After once the instance holds LIVE_STREAMS_MAX streams, and opens again when one ends", async () => {
    const listeners = new Listeners();
    const live = new LiveHub(
      { subscribe: (l) => listeners.add(l), close: async () => undefined },
      { maxStreams: 1, maxStreamsPerAddress: 100 },
    );
    const first = await student();
    const second = await student();
    const ask = async (who: typeof first, address: string, abort = new AbortController()) => {
      const context = {
        db: handle.db,
        live,
        client: { address, directLocal: false },
        auth: { api: { getSession: async () => who } },
      };
      const request = new Request("http://localhost/api/live?after=0", {
        headers: { cookie: "better-auth.session_token=t" },
        signal: abort.signal,
      });
      return {
        response: (await loader({ request, context, params: {} } as unknown as Route.LoaderArgs)) as Response,
        abort,
      };
    };

    const open = await ask(first, "10.0.1.1");
    expect(open.response.status).toBe(200);
    expect(open.response.headers.get("content-type")).toMatch(/^text\/event-stream/);

    // Another student, from another address: the instance is full.
    const refused = await ask(second, "10.0.1.2");
    expect(refused.response.status).toBe(503);
    expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThanOrEqual(5);
    expect(refused.response.headers.get("cache-control")).toBe("no-store");
    expect(await refused.response.text()).toBe("Live updates are busy right now. Please try again in a few seconds.");
    expect(live.streamsOf(first.user.id)).toBe(1);

    // The first tab goes away: its place is free for the next.
    open.abort.abort();
    expect(live.streamCount()).toBe(0);
    const later = await ask(second, "10.0.1.2");
    expect(later.response.status).toBe(200);
    later.abort.abort();
    await live.stop();
  });
});
