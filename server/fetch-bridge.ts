import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { sendRefusal } from "./refusal";
import { siteUrl } from "./request-target";

/**
 * Turns Express's request into the web `Request` that React Router and the auth library read.
 *
 * The URL is built on the site's own origin (PUBLIC_URL), never on the Host or X-Forwarded-Host
 * header a client writes, so nothing downstream can be told it is another site. The body is read
 * through a counter: past `bodyLimit` bytes the client is answered 413 at once and the stream
 * fails, so a form that is too large is never parsed or stored, however it was sent (with a
 * Content-Length that lies, or chunked without one).
 */
export function toFetchRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  options: { siteOrigin: string; bodyLimit: number },
): Request {
  const url = siteUrl(options.siteOrigin, req.originalUrl);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: boundedBody(req, res, options.bodyLimit), duplex: "half" } : {}),
  } as RequestInit);
}

export class BodyTooLargeError extends Error {
  constructor() {
    super("request body over its limit");
  }
}

/**
 * The whole body as text, for the few Express routes that read a body themselves (the payment
 * webhook, CSP reports), through the same counter as the pages: a stated length over `limit` is
 * refused before a byte is read, and past `limit` bytes reading stops, the client is answered 413
 * and the connection closes. Throws BodyTooLargeError then (the answer is already sent).
 * Express's own body parsers answer 413 only after draining the whole body, however large.
 */
export async function readBodyText(req: ExpressRequest, res: ExpressResponse, limit: number): Promise<string> {
  const stated = Number(req.headers["content-length"] ?? 0);
  if (!Number.isFinite(stated) || stated > limit) {
    sendRefusal(req, res, "tooLarge");
    throw new BodyTooLargeError();
  }
  try {
    return await new Response(boundedBody(req, res, limit)).text();
  } catch (error) {
    if (res.headersSent) throw new BodyTooLargeError();
    throw error;
  }
}

function boundedBody(req: ExpressRequest, res: ExpressResponse, limit: number): ReadableStream<Uint8Array> {
  let received = 0;
  let done = false;
  return new ReadableStream<Uint8Array>({
    start(stream) {
      req.on("data", (chunk: Buffer) => {
        if (done) return;
        received += chunk.length;
        if (received > limit) {
          done = true;
          req.pause();
          // The rest of the body is never read: the connection closes after the answer.
          sendRefusal(req, res, "tooLarge");
          stream.error(new BodyTooLargeError());
          return;
        }
        stream.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length));
        if ((stream.desiredSize ?? 1) <= 0) req.pause();
      });
      req.on("end", () => {
        if (done) return;
        done = true;
        stream.close();
      });
      req.on("error", (error) => {
        if (done) return;
        done = true;
        stream.error(error);
      });
    },
    pull() {
      if (!done) req.resume();
    },
    cancel() {
      done = true;
      req.pause();
    },
  });
}

/** Writes a web `Response` to Express, unless the request was already answered (e.g. 413) or abandoned. */
export async function sendFetchResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (res.headersSent || res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await pipeBody(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}

/**
 * Writes a streamed body in as few writes as it takes, and sends what is buffered (compression's
 * flush) only when the producer pauses: a page rendered in one go leaves as one gzip stream in a
 * few large writes (flushing each of React's small chunks made the HTML of / twice as large on
 * the wire, and writing each cost a system call), while a page that streams deferred data, or an
 * event stream, still reaches the browser as each part is ready.
 */
async function pipeBody(body: ReadableStream<Uint8Array>, res: ExpressResponse): Promise<void> {
  const flush = (res as ExpressResponse & { flush?: () => void }).flush?.bind(res);
  const reader = body.getReader();
  // One listener each for the response's life: compression moves 'drain' listeners to its zlib
  // stream and cannot remove them, so adding one per wait would pile them up.
  let wake: (() => void) | null = null;
  const wakeWriter = () => {
    const resume = wake;
    wake = null;
    resume?.();
  };
  const gone = () => res.destroyed || res.writableEnded;
  const abandoned = () => {
    void reader.cancel().catch(() => undefined);
    wakeWriter();
  };
  res.on("drain", wakeWriter);
  res.once("close", abandoned);
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const writePending = async () => {
    if (pendingBytes === 0) return;
    const chunk = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    // A client that went away gets nothing more, and nothing waits for a 'drain' that cannot come.
    if (gone()) return;
    if (!res.write(chunk) && !gone()) await new Promise<void>((resolve) => (wake = resolve));
  };
  try {
    for (;;) {
      const next = reader.read();
      let ready = false;
      void next.then(
        () => (ready = true),
        () => (ready = true),
      );
      // A chunk the producer already queued is there after a microtask; if none is, let the
      // producer finish what it is doing (one turn of the event loop) before deciding it waits.
      await Promise.resolve();
      if (!ready) await new Promise((resolve) => setImmediate(resolve));
      if (!ready) {
        await writePending();
        flush?.();
      }
      const { done, value } = await next;
      if (done) break;
      if (res.destroyed) return;
      pending.push(value);
      pendingBytes += value.byteLength;
      if (pendingBytes >= WRITE_BATCH_BYTES) await writePending();
    }
    await writePending();
    if (!gone()) res.end();
  } finally {
    res.off("close", abandoned);
    res.off("drain", wakeWriter);
    reader.releaseLock();
  }
}

/** Chunks are gathered up to this size before they are written. */
const WRITE_BATCH_BYTES = 64 * 1024;
