import type { Route } from "./+types/signed-object";

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
};

/**
 * Serves an object through a signed, expiring URL (storage.signedUrl): 403 when the signature is
 * wrong or the time has passed, 404 when the object is gone. Browsers may keep it only until it
 * expires, and only for this user.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const found = context.storage.verifySignedUrl(new URL(request.url));
  if (!found)
    return new Response("This link is not valid or has expired.", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const bytes = await context.storage.read(found.bucket, found.objectPath);
  if (!bytes)
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const secondsLeft = Math.max(0, Math.floor((found.expiresAt.getTime() - Date.now()) / 1000));
  const extension = found.objectPath.split(".").pop()?.toLowerCase() ?? "";
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": CONTENT_TYPES[extension] ?? "application/octet-stream",
      "Cache-Control": `private, max-age=${secondsLeft}`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
