import { describe, expect, it } from "vitest";
import { haproxyConfig } from "./haproxy-config";
import { proxyErrorPage } from "./proxy-error-page";

describe("the proxy's own error pages", () => {
  it("are whole HTTP responses in both languages, with Retry-After and a length that matches", () => {
    const page = proxyErrorPage(503);
    const [head = "", body = ""] = page.split("\r\n\r\n");
    expect(head.split("\r\n")[0]).toBe("HTTP/1.1 503 Service Unavailable");
    expect(head).toContain("Retry-After: 5");
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
    expect(body).toContain("Something went wrong on our side. Please try again in a moment.");
    expect(body).toContain('<p lang="sw">Hitilafu imetokea upande wetu.');
  });

  it("are what the configuration answers with for 502, 503 and 504", () => {
    const config = haproxyConfig({ port: 8080, instances: [{ name: "a", port: 8081 }], errorPagesDir: "/srv/cluster" });
    for (const status of [502, 503, 504]) expect(config).toContain(`errorfile ${status} /srv/cluster/${status}.http`);
  });
});
