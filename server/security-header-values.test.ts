import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaderValues } from "./security-header-values";

const NONCE = "bm9uY2Utbm9uY2Utbm9uY2U=";

describe("contentSecurityPolicy", () => {
  it("allows scripts, and inline styles, only from our origin and with this response's nonce", () => {
    expect(contentSecurityPolicy({ nonce: NONCE, dev: false })).toBe(
      "default-src 'self'; " +
        `script-src 'self' 'nonce-${NONCE}'; ` +
        `style-src 'self' 'nonce-${NONCE}'; img-src 'self' blob:; font-src 'self'; connect-src 'self' blob:; form-action 'self'; ` +
        "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; report-uri /csp-report; report-to csp",
    );
  });

  it("relaxes only styles and Vite's WebSocket in development, never scripts", () => {
    const policy = contentSecurityPolicy({ nonce: NONCE, dev: true });
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("connect-src 'self' blob: ws:");
    for (const dev of [true, false]) {
      const scripts = contentSecurityPolicy({ nonce: NONCE, dev })
        .split("; ")
        .find((d) => d.startsWith("script-src"));
      expect(scripts).toBe(`script-src 'self' 'nonce-${NONCE}'`);
    }
  });
});

describe("securityHeaderValues", () => {
  it("sends HSTS only when the public address is https", () => {
    const https = securityHeaderValues({ nonce: NONCE, publicUrl: "https://chuo.market", dev: false });
    expect(https["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
    for (const publicUrl of ["http://localhost:3000", "http://chuo.market"]) {
      expect(securityHeaderValues({ nonce: NONCE, publicUrl, dev: false })).not.toHaveProperty(
        "Strict-Transport-Security",
      );
    }
  });

  it("allows geolocation for our origin only and turns the camera and the rest off", () => {
    const policy = securityHeaderValues({ nonce: NONCE, publicUrl: "http://localhost", dev: false })[
      "Permissions-Policy"
    ]!;
    const features = policy.split(", ");
    expect(features).toContain("geolocation=(self)");
    for (const off of ["camera=()", "microphone=()", "payment=()", "usb=()"]) expect(features).toContain(off);
    expect(features.filter((f) => !f.endsWith("=()"))).toEqual(["geolocation=(self)"]);
  });
});
