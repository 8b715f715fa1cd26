import { describe, expect, it } from "vitest";
import { MESSAGE_RULES } from "../message-rules";
import { MESSAGE_TEXT, messageSchema } from "./message";

const parse = (body: string) => messageSchema.safeParse({ body });

describe("a message as typed", () => {
  it("is trimmed, its CRLF line breaks counted as one character each", () => {
    expect(parse("  Habari\r\nya leo?  ").data).toEqual({ body: "Habari\nya leo?" });
    const atLimit = `${"a".repeat(MESSAGE_RULES.maxLength - 2)}\r\nb`;
    expect(parse(atLimit).success).toBe(true);
  });

  it("refuses an empty message, one over the limit, and control characters", () => {
    expect(parse("   ").error?.issues[0]?.message).toBe(MESSAGE_TEXT.missing);
    expect(parse("a".repeat(MESSAGE_RULES.maxLength + 1)).error?.issues[0]?.message).toBe(MESSAGE_TEXT.tooLong);
    expect(parse("nul\u0000here").success).toBe(false);
  });
});
