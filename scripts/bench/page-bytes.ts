import http from "node:http";
import { gzipSync } from "node:zlib";

/** The bytes a page's HTML takes on the wire: as is, and for a client that accepts gzip (what the server sends it). */
export async function htmlBytes(base: string, pagePath: string): Promise<{ plain: number; gzip: number }> {
  const plain = (await (await fetch(base + pagePath)).arrayBuffer()).byteLength;
  const gzip = await new Promise<number>((resolve, reject) => {
    const request = http.get(new URL(pagePath, base), { headers: { "accept-encoding": "gzip" } }, (response) => {
      if (response.headers["content-encoding"] !== "gzip") reject(new Error(`${pagePath} was not sent gzipped`));
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on("end", () => resolve(bytes));
    });
    request.on("error", reject);
  });
  return { plain, gzip };
}

/** JS and CSS a page loads first: scripts, module preloads, stylesheets and the inline imports. */
export async function assetBytes(base: string, pagePath: string) {
  const html = await (await fetch(base + pagePath)).text();
  const urls = new Set<string>();
  for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.(?:js|css))"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import\(?\s*"([^"]+\.js)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import\s+\*\s+as\s+\w+\s+from\s+"([^"]+\.js)"/g)) urls.add(m[1]!);
  let js = 0;
  let css = 0;
  for (const u of urls) {
    const body = Buffer.from(await (await fetch(new URL(u, base))).arrayBuffer());
    const gz = gzipSync(body, { level: 9 }).length;
    if (u.endsWith(".css")) css += gz;
    else js += gz;
  }
  return { js, css, files: urls.size };
}

/** The images a page's HTML asks for (every <img>, lazy or not: an upper bound of what a phone downloads). */
export async function imageBytes(base: string, pagePath: string) {
  const html = await (await fetch(base + pagePath)).text();
  const urls = [...new Set([...html.matchAll(/<img[^>]+src="([^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&")))];
  const sizes = await Promise.all(
    urls.map(async (u) => (await (await fetch(new URL(u, base))).arrayBuffer()).byteLength),
  );
  return { count: urls.length, total: sizes.reduce((a, b) => a + b, 0), largest: Math.max(0, ...sizes) };
}
