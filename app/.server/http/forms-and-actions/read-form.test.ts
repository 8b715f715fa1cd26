import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readForm } from "./read-form";

const post = (body: string, headers: Record<string, string>) =>
  new Request("http://localhost/x", {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });

/** A body as a client sent it, with the length it states. */
const sent = (body: string, contentType: string | null) =>
  new Request("http://localhost/x", {
    method: "POST",
    body,
    headers: {
      "content-length": String(Buffer.byteLength(body)),
      ...(contentType === null ? {} : { "content-type": contentType }),
    },
  });

describe("readForm", () => {
  it("reads a form within its size", async () => {
    const form = await readForm(post("a=1", { "content-length": "3" }));
    expect(form.get("a")).toBe("1");
  });

  it("reads an empty form, and a multipart one", async () => {
    expect([...(await readForm(sent("", "application/x-www-form-urlencoded"))).keys()]).toEqual([]);
    const multipart = '--b\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n';
    expect((await readForm(sent(multipart, "multipart/form-data; boundary=b"))).get("a")).toBe("1");
  });

  it("refuses a body over the limit, or one that does not state its length, before reading it", async () => {
    await expect(readForm(post("a=1", { "content-length": String(10 * 1024 * 1024) }), 1024)).rejects.toMatchObject({
      reason: "upload_too_large",
    });
    await expect(readForm(post("a=1", {}), 1024)).rejects.toMatchObject({ reason: "upload_too_large" });
  });

  it("answers a body that is not a form 400, not a TypeError (decision 0004)", async () => {
    for (const [body, type] of [
      ["", null],
      ["", "text/plain"],
      ["a=1", "text/plain"],
      ['{"intent":"signin"}', "application/json"],
      ["--b\r\ncontent-disposition: form-data; name=", "multipart/form-data; boundary=b"],
      ["a=1", "multipart/form-data"],
    ] as const) {
      await expect(readForm(sent(body, type)), `${type}: ${body}`).rejects.toMatchObject({
        code: "invalid_input",
        status: 400,
        reason: "form_unreadable",
      });
    }
  });

  it("answers a post without any body as unreadable, not too large", async () => {
    const bare = new Request("http://localhost/x", { method: "POST" });
    await expect(readForm(bare)).rejects.toMatchObject({ status: 400, reason: "form_unreadable" });
  });

  it("is the only way the app reads a posted form", () => {
    const app = path.resolve("app");
    const readers = readdirSync(app, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => /\.formData\(\)/.test(readFileSync(path.join(app, file), "utf8")));
    expect(readers).toEqual([path.join(".server", "http", "forms-and-actions", "read-form.ts")]);
  });
});
