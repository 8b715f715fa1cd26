import { describe, expect, it } from "vitest";
import { inLocale } from "#tests/setup/in-locale";
import { describeDevice } from "./device";

describe("describeDevice", () => {
  it("names common phones and computers", () => {
    expect(
      describeDevice(
        "Mozilla/5.0 (Linux; Android 13; TECNO CK7n) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36",
      ),
    ).toBe("Chrome on Android");
    expect(
      describeDevice(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iPhone");
    expect(describeDevice("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0")).toBe(
      "Firefox on Windows",
    );
    expect(describeDevice(null)).toBe("Unknown device");
  });
  it("names the device in the reader's language", () => {
    expect(
      inLocale("sw", () =>
        describeDevice(
          "Mozilla/5.0 (Linux; Android 13; TECNO CK7n) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36",
        ),
      ),
    ).toBe("Chrome kwenye Android");
    expect(inLocale("sw", () => describeDevice(null))).toBe("Kifaa kisichojulikana");
  });
});
