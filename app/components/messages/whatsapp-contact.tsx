import { useEffect } from "react";
import { Link, useFetcher, useLocation, useRouteLoaderData } from "react-router";
import type { ContactWay } from "~/.server/db/queries/public-person-columns";
import type { ContactAnswer } from "~/lib/messages/contact-answer";
import { type ContactTargetKind, contactTargetValue } from "~/lib/messages/forms/contact";
import { m } from "~/paraglide/messages";
import { ChatIcon } from "../shared/icons";
import { useToast } from "../shared/toast";
import { Button, buttonClass } from "../ui/button";

export interface WhatsappContactProps {
  /** Whose contact: a listing's seller or landlord, a shop, or a person. */
  kind: ContactTargetKind;
  id: string;
  /** How they can be reached (never their number: docs/security.md#phone-numbers). */
  way: ContactWay;
  label: string;
  /** The toast description when there is no number, e.g. "This seller hasn't provided a WhatsApp number." */
  missing: string;
}

const LAYOUT = "inline-flex w-full items-center justify-center gap-2 sm:w-auto";

/**
 * Contact by WhatsApp, on request: the page never holds the number. A visitor is sent to sign in
 * and back to this page; a signed-in student's tap asks POST /contact, which answers the wa.me
 * link with its prefilled message (and counts the opening), and the chat opens. Without
 * JavaScript the form's answer is a page with the link. "Messages only" shows nothing here (the
 * page's Message button stays); no number keeps the button, which says why (the 'WhatsApp not
 * available' toast of docs/product.md#listing-pages).
 */
export function WhatsappContact({ kind, id, way, label, missing }: WhatsappContactProps) {
  const root = useRouteLoaderData<{ user: { id: string } | null }>("root");
  const { pathname, search } = useLocation();
  const here = pathname + search;
  if (way === "messages_only") return null;
  if (way === "none") return <Unavailable label={label} missing={missing} />;
  if (!root?.user) {
    return (
      <Link
        to={`/auth?redirectTo=${encodeURIComponent(here)}`}
        rel="nofollow"
        className={buttonClass({ size: "lg", className: LAYOUT })}
      >
        <ChatIcon /> {label}
      </Link>
    );
  }
  return <ContactForm target={contactTargetValue(kind, id)} back={here} label={label} />;
}

function ContactForm({ target, back, label }: { target: string; back: string; label: string }) {
  const fetcher = useFetcher<Partial<ContactAnswer>>();
  const answer = fetcher.data;
  const link = answer?.link;
  // Each answer opens the chat once (a new answer is a new object, even for the same link).
  useEffect(() => {
    if (answer?.link) window.location.assign(answer.link);
  }, [answer]);
  return (
    <div className="flex flex-col gap-2">
      <fetcher.Form method="post" action="/contact">
        <input type="hidden" name="target" value={target} />
        <input type="hidden" name="back" value={back} />
        <Button type="submit" size="lg" pending={fetcher.state !== "idle"} className={LAYOUT}>
          <ChatIcon /> {label}
        </Button>
      </fetcher.Form>
      {/* When the browser does not leave for WhatsApp by itself, the link is here to tap. */}
      {link ? (
        <a href={link} rel="noopener noreferrer" className="text-sm font-medium text-brand underline">
          {m.messages_contact_open_whatsapp()}
        </a>
      ) : null}
    </div>
  );
}

function Unavailable({ label, missing }: { label: string; missing: string }) {
  const toast = useToast();
  return (
    <div>
      <Button
        size="lg"
        className={`${LAYOUT} opacity-70`}
        onClick={() =>
          toast({ title: m.listings_whatsapp_unavailable(), description: missing, variant: "destructive" })
        }
      >
        <ChatIcon /> {label}
      </Button>
      <noscript>
        <p className="mt-2 text-sm text-slate-600">{missing}</p>
      </noscript>
    </div>
  );
}
