import type { Server } from "node:http";
import net, { type AddressInfo, type Socket } from "node:net";

export const MB = 1024 * 1024;

/** What one connection pushed, how much of it the server read, and what the server answered. */
export interface Pushed {
  written: number;
  serverRead: number;
  answer: string;
}

/**
 * Sends `head` on a raw connection to `server`, then pushes body bytes (64 KB at a time, framed
 * as chunks if the head says so) until the server closes the connection or `total` is sent.
 * `serverRead` counts what the server's side of the connection read, kernel buffers aside: a
 * server that stops reading at a limit reads little more than it.
 */
export async function pushOversizedBody(server: Server, head: string, total = 64 * MB): Promise<Pushed> {
  let serverSide: Socket | undefined;
  const onConnection = (socket: Socket) => (serverSide ??= socket);
  server.on("connection", onConnection);
  const client = net.connect((server.address() as AddressInfo).port, "127.0.0.1");
  let answer = "";
  client.on("data", (chunk) => (answer += chunk.toString("latin1")));
  client.on("error", () => undefined);
  let closed = false;
  const clientClosed = new Promise<void>((resolve) => client.once("close", () => resolve()));
  void clientClosed.then(() => (closed = true));
  await new Promise<void>((resolve) => client.once("connect", () => resolve()));
  client.write(head);
  const chunked = /transfer-encoding: chunked/i.test(head);
  const piece = Buffer.alloc(64 * 1024, "x");
  const framed = chunked
    ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")])
    : piece;
  let written = 0;
  while (!closed && written < total) {
    written += piece.length;
    if (!client.write(framed))
      await Promise.race([new Promise((resolve) => client.once("drain", resolve)), clientClosed]);
  }
  if (!closed) client.end(chunked ? "0\r\n\r\n" : "");
  await clientClosed;
  server.off("connection", onConnection);
  if (serverSide && !serverSide.destroyed) await new Promise((resolve) => serverSide!.once("close", resolve));
  return { written, serverRead: serverSide?.bytesRead ?? 0, answer };
}
