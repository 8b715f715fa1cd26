import { describe, expect, it } from "vitest";
import { describeResponse } from "./response-record";

describe("how a seller's replies are put to buyers", () => {
  it("says nothing below 5 conversations in 90 days", () => {
    expect(describeResponse(null)).toBeNull();
    expect(describeResponse([4, 4, 60])).toBeNull();
  });
  it("words the median and the rate", () => {
    expect(describeResponse([5, 5, 3600])).toEqual({
      speed: "Usually replies within an hour",
      rate: "Replies to 100% of messages",
    });
    expect(describeResponse([10, 9, 3601])).toEqual({
      speed: "Usually replies within a day",
      rate: "Replies to 90% of messages",
    });
    expect(describeResponse([6, 2, 3 * 86400])).toEqual({
      speed: "Usually replies in a few days",
      rate: "Replies to 33% of messages",
    });
    expect(describeResponse([5, 0, null])).toEqual({ speed: null, rate: "Replies to 0% of messages" });
  });
});
