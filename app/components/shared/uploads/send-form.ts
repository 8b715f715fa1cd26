import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import type { ActionResult } from "~/lib/shared/action-result";

/** What the page's action answered: go on to a page, or stay with its result (field errors, what was typed). */
export type FormAnswer =
  | { kind: "go"; to: string; wholePage: boolean; replace: boolean }
  | { kind: "stay"; result: ActionResult };

/** The send got no answer the page can read: the link dropped, or a proxy answered in its place. */
export class SendFailed extends Error {}

/**
 * Where React Router itself posts a page's form when JavaScript runs (`/products/post.data`): the
 * same action, answered in React Router's own encoding, so a redirect comes back as data rather
 * than being followed (a followed redirect would spend the toast waiting for the next page).
 */
export function dataUrlOf(form: HTMLFormElement): string {
  const url = new URL(form.action, window.location.href);
  url.pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname.replace(/\/$/, "")}.data`;
  return url.href;
}

/** A link that stops moving for this long has dropped, though the phone may never say so. */
const STALL_MS = 30_000;
/** Once every byte is sent, the server's answer (photos drawn again) comes well within this. */
const ANSWER_MS = 90_000;

/**
 * Posts a form with XMLHttpRequest, the one browser API that reports how much of a request has
 * been sent (`onProgress(sent, total)`), and reads the action's answer. A send that stalls is
 * given up (on 3G a dropped link usually hangs rather than errs), and `abort` gives it up at once.
 */
export function sendForm(
  url: string,
  body: FormData,
  onProgress: (sent: number, total: number) => void,
): { answer: Promise<FormAnswer>; abort: () => void } {
  const request = new XMLHttpRequest();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUpAfter = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => request.abort(), ms);
  };
  const answer = new Promise<FormAnswer>((resolve, reject) => {
    request.open("POST", url);
    request.responseType = "blob";
    request.upload.onprogress = (event) => {
      giveUpAfter(STALL_MS);
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    request.upload.onload = () => giveUpAfter(ANSWER_MS);
    request.onload = () => readAnswer(request).then(resolve, reject);
    request.onerror = request.onabort = request.ontimeout = () => reject(new SendFailed());
    request.onloadend = () => clearTimeout(timer);
    giveUpAfter(STALL_MS);
    request.send(body);
  });
  return { answer, abort: () => request.abort() };
}

async function readAnswer(request: XMLHttpRequest): Promise<FormAnswer> {
  const header = (name: string) => request.getResponseHeader(name);
  const redirect = header("X-Remix-Redirect");
  if (request.status === 204 && redirect)
    return {
      kind: "go",
      to: redirect,
      wholePage: header("X-Remix-Reload-Document") === "true",
      replace: header("X-Remix-Replace") === "true",
    };
  // Only React Router's own answers mark themselves; anything else (a proxy's error page) was no answer of the action.
  if (!header("X-Remix-Response")) throw new SendFailed(`status ${request.status}`);
  const body = new Response(request.response as Blob).body;
  if (!body) throw new SendFailed("empty answer");
  const { value } = (await decodeViaTurboStream(body, window)) as { value: Record<string, unknown> };
  if (typeof value.redirect === "string")
    return { kind: "go", to: value.redirect, wholePage: value.reload === true, replace: value.replace === true };
  if ("data" in value) return { kind: "stay", result: (value.data ?? {}) as ActionResult };
  throw new SendFailed("the action failed");
}
