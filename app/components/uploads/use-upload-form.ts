import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { focusFirstInvalid } from "../action-form";
import { dataUrlOf, type FormAnswer, sendForm } from "./send-form";

export type UploadState = { phase: "idle" } | { phase: "sending"; sent: number; total: number } | { phase: "failed" };

/**
 * Sends a form that carries photos the way a slow link needs (issue 30): its progress shown, and
 * when the link drops, the form left as it was with a retry. A retry sends the very same form
 * data, submit-once token included, so if the first send did reach the server the action runs
 * once and the retry gets its answer (app/.server/http/submit-once.ts).
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
  const last = useRef<{ form: HTMLFormElement; body: FormData } | null>(null);
  // State arrives a render late: a second tap in between must not send again.
  const sending = useRef(false);

  useEffect(() => {
    if (result && last.current) focusFirstInvalid(last.current.form);
  }, [result]);

  async function send(form: HTMLFormElement, body: FormData): Promise<void> {
    if (sending.current) return;
    sending.current = true;
    last.current = { form, body };
    setState({ phase: "sending", sent: 0, total: bytesOf(body) });
    try {
      const answer: FormAnswer = await sendForm(dataUrlOf(form), body, (sent, total) => setState({ phase: "sending", sent, total }));
      if (answer.kind === "go") {
        if (answer.wholePage) return window.location.assign(answer.to);
        await navigate(answer.to, { replace: answer.replace });
      } else {
        setResult(answer.result as ActionResult<Extra>);
        await revalidate();
      }
      setState({ phase: "idle" });
    } catch {
      setState({ phase: "failed" });
    } finally {
      sending.current = false;
    }
  }

  return {
    state,
    result,
    sending: state.phase === "sending",
    send,
    /** A form's submit handler: sends its fields, plus what `addTo` appends (photos the page holds). */
    submit(event: FormEvent<HTMLFormElement>, addTo?: (body: FormData) => void) {
      event.preventDefault();
      const body = new FormData(event.currentTarget);
      addTo?.(body);
      void send(event.currentTarget, body);
    },
    retry() {
      if (last.current) void send(last.current.form, last.current.body);
    },
  };
}

/** What the send will weigh, for the progress shown before the browser reports any. */
function bytesOf(body: FormData): number {
  let total = 0;
  for (const [, value] of body) total += typeof value === "string" ? value.length : value.size;
  return total;
}
