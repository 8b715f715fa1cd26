import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import type { ActionResult } from "~/lib/shared/action-result";
import { focusFirstInvalid } from "../action-form";
import { dataUrlOf, type FormAnswer, sendForm } from "./send-form";
import { whenPhotosReady } from "./shrink-photo";

export type UploadState = { phase: "idle" } | { phase: "sending"; sent: number; total: number } | { phase: "failed" };

/**
 * Sends a form that carries photos the way a slow link needs (docs/product.md#selling): its progress shown, and
 * when the link drops, the form left as it was with a retry. A retry sends the very same form
 * data, submit-once token included, so if the first send did reach the server the action runs
 * once and the retry gets its answer (app/.server/http/forms-and-actions/submit-once.ts).
 *
 * The page then ends as after React Router's own submit: a redirect is followed (its toast waits
 * in the flash cookie, which makes the root load again), and a refused send gives `result` (use
 * it in place of `actionData`) while the page's data, the toast and the form's token are loaded again.
 */
export function useUploadForm<Extra extends object = object>() {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [state, setState] = useState<UploadState>({ phase: "idle" });
  const [result, setResult] = useState<ActionResult<Extra>>();
  const last = useRef<{ form: HTMLFormElement; addTo?: (body: FormData) => void } | null>(null);
  // State arrives a render late: a second tap in between must not send again.
  const sending = useRef(false);
  // Leaving the page (Cancel, a link) gives the send up, as React Router does with its own: a
  // listing must not be posted, nor the student pulled back to My Listings, minutes after they left.
  const abort = useRef<(() => void) | null>(null);
  const gone = useRef(false);
  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
      abort.current?.();
    };
  }, []);

  useEffect(() => {
    if (result && last.current) focusFirstInvalid(last.current.form);
  }, [result]);

  async function sendBody(form: HTMLFormElement, body: FormData): Promise<void> {
    setState({ phase: "sending", sent: 0, total: bytesOf(body) });
    const upload = sendForm(dataUrlOf(form), body, (sent, total) => setState({ phase: "sending", sent, total }));
    abort.current = upload.abort;
    try {
      const answer: FormAnswer = await upload.answer;
      if (gone.current) return;
      if (answer.kind === "go") {
        if (answer.wholePage || !sameSite(answer.to)) return window.location.assign(answer.to);
        await navigate(onThisSite(answer.to), { replace: answer.replace });
      } else {
        setResult(answer.result as ActionResult<Extra>);
        await revalidate();
      }
      setState({ phase: "idle" });
    } catch {
      if (!gone.current) setState({ phase: "failed" });
    } finally {
      abort.current = null;
    }
  }

  /**
   * Sends the form as it is now: fields typed after a failure go too, and the submit-once token
   * in it is the same until the page loads again, so a form that did reach the server acts once.
   * A photo still being shrunk is waited for (uploads/shrink-photo.ts), not sent at full size.
   */
  async function send(form: HTMLFormElement, addTo?: (body: FormData) => void): Promise<void> {
    if (sending.current) return;
    sending.current = true;
    last.current = { form, addTo };
    try {
      setState({ phase: "sending", sent: 0, total: 0 });
      await whenPhotosReady(form);
      if (gone.current) return;
      const body = new FormData(form);
      addTo?.(body);
      await sendBody(form, body);
    } finally {
      sending.current = false;
    }
  }

  return {
    state,
    result,
    sending: state.phase === "sending",
    /** Sends a body built elsewhere (the profile photo, sent as soon as it is chosen). */
    async sendBody(form: HTMLFormElement, body: FormData) {
      if (sending.current) return;
      sending.current = true;
      last.current = { form, addTo: (rebuilt) => copyInto(rebuilt, body) };
      try {
        await sendBody(form, body);
      } finally {
        sending.current = false;
      }
    },
    /** A form's submit handler: sends its fields, plus what `addTo` appends (photos the page holds). */
    submit(event: FormEvent<HTMLFormElement>, addTo?: (body: FormData) => void) {
      event.preventDefault();
      void send(event.currentTarget, addTo);
    },
    retry() {
      if (last.current) void send(last.current.form, last.current.addTo);
    },
  };
}

/** A body built outside the form: the retry sends exactly it again. */
function copyInto(target: FormData, source: FormData) {
  for (const key of new Set(source.keys())) target.delete(key);
  for (const [key, value] of source) target.append(key, value);
}

function sameSite(to: string): boolean {
  return new URL(to, window.location.href).origin === window.location.origin;
}

/** React Router's navigate takes a path; an absolute address of this site is made one. */
function onThisSite(to: string): string {
  const url = new URL(to, window.location.href);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** What the send will weigh, for the progress shown before the browser reports any. */
function bytesOf(body: FormData): number {
  let total = 0;
  for (const [, value] of body) total += typeof value === "string" ? value.length : value.size;
  return total;
}
