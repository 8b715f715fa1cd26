import { describe, expect, it } from "vitest";
import { readForm } from "./read-form";

const post = (body: string, headers: Record<string, string>) =>
  new Request("http://localhost/x", { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded", ...headers } });

describe("readForm", () => {
  it("reads a form within its size", async () => {
    const form = await readForm(post("a=1", { "content-length": "3" }), 0);
    expect(form.get("a")).toBe("1");
  });

  it("refuses a body over the limit, or one that does not state its length, before reading it", async () => {
    await expect(readForm(post("a=1", { "content-length": String(10 * 1024 * 1024) }), 1024)).rejects.toMatchObject({ reason: "upload_too_large" });
    await expect(readForm(post("a=1", {}), 1024)).rejects.toMatchObject({ reason: "upload_too_large" });
  });
});
