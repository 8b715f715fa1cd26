import { describe, expect, it } from "vitest";
import { loader } from "./outbox";

type LoaderArgs = Parameters<typeof loader>[0];

async function statusOf(kind: "outbox" | "smtp", clientAddress: string): Promise<number> {
  const request = new Request("http://localhost/dev/outbox", { headers: { "x-chuo-client-ip": clientAddress } });
  const context = { mailer: { kind, send: async () => undefined }, db: { select: () => ({ from: () => ({ orderBy: () => ({ limit: async () => [] }) }) }) } };
  try {
    await loader({ request, context, params: {} } as unknown as LoaderArgs);
    return 200;
  } catch (response) {
    return (response as { init?: { status?: number } }).init?.status ?? 500;
  }
}

describe("/dev/outbox", () => {
  it("answers only this machine, and only while mail goes to the outbox", async () => {
    expect(await statusOf("outbox", "127.0.0.1")).toBe(200);
    expect(await statusOf("outbox", "::1")).toBe(200);
    expect(await statusOf("outbox", "203.0.113.9")).toBe(404);
    expect(await statusOf("smtp", "127.0.0.1")).toBe(404);
  });
});
