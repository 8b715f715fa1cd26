import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "~/.server/runtime/env";
import { createMailer } from "./create-mailer";
import { createSmtpMailer } from "./smtp-mailer";

/** A real SMTP server on a free local port that keeps what it receives. */
const received: { from: string; to: string[]; data: string }[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("SMTP mailer", () => {
  it("delivers the message to the SMTP server with our sender", async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: "Chuo Market <no-reply@chuomarket.co.tz>",
    });
    await mailer.send({
      to: "asha@example.co.tz",
      subject: "Confirm your e-mail",
      text: "Open http://localhost/verify?token=abc",
    });
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: "no-reply@chuomarket.co.tz", to: ["asha@example.co.tz"] });
    expect(received[0]!.data).toContain("Subject: Confirm your e-mail");
    expect(received[0]!.data).toContain("http://localhost/verify?token=abc");
  });

  it("fails loudly when the server cannot be reached", async () => {
    const mailer = createSmtpMailer({ url: "smtp://127.0.0.1:1", from: "x@example.com" });
    await expect(mailer.send({ to: "a@example.com", subject: "s", text: "t" })).rejects.toThrow();
    mailer.close();
  });

  it("is chosen when SMTP_URL is set, the outbox otherwise", () => {
    const db = {} as Parameters<typeof createMailer>[1];
    expect(createMailer(loadEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` }), db).kind).toBe("smtp");
    expect(createMailer(loadEnv({}), db).kind).toBe("outbox");
    expect(() => loadEnv({ SMTP_URL: "http://user:secret@mail" })).toThrow(/^Invalid SMTP_URL: must be an smtp/);
  });
});
