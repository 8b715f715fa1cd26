import { describe, expect, it } from "vitest";
import { isAllowedPushEndpoint } from "./push-subscription";

describe("push endpoints the server will post to", () => {
  it("are the browsers' push services over https", () => {
    expect(isAllowedPushEndpoint("https://fcm.googleapis.com/fcm/send/abc")).toBe(true);
    expect(isAllowedPushEndpoint("https://updates.push.services.mozilla.com/wpush/v2/abc")).toBe(true);
    expect(isAllowedPushEndpoint("https://web.push.apple.com/QGu")).toBe(true);
    expect(isAllowedPushEndpoint("https://wns2-by3p.notify.windows.com/w/?token=x")).toBe(true);
  });

  it("never anything else: plain http, look-alike hosts, credentials, internal addresses", () => {
    expect(isAllowedPushEndpoint("http://fcm.googleapis.com/fcm/send/abc")).toBe(false);
    expect(isAllowedPushEndpoint("https://fcm.googleapis.com.evil.example/x")).toBe(false);
    expect(isAllowedPushEndpoint("https://evilnotify.windows.com/x")).toBe(false);
    expect(isAllowedPushEndpoint("https://user:pw@fcm.googleapis.com/x")).toBe(false);
    expect(isAllowedPushEndpoint("http://169.254.169.254/latest/meta-data")).toBe(false);
    expect(isAllowedPushEndpoint("not a url")).toBe(false);
  });

  it("takes extra hosts from the configuration, plain http only on this machine", () => {
    expect(isAllowedPushEndpoint("http://127.0.0.1:4000/push/1", ["127.0.0.1:4000"])).toBe(true);
    expect(isAllowedPushEndpoint("http://127.0.0.1:4001/push/1", ["127.0.0.1:4000"])).toBe(false);
    expect(isAllowedPushEndpoint("https://push.example.net/x", ["push.example.net"])).toBe(true);
    expect(isAllowedPushEndpoint("http://push.example.net/x", ["push.example.net"])).toBe(false);
  });
});
