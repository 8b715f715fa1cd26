import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { inLocale } from "~/.server/i18n/request-locale";
import type { Route } from "./+types/conversation";
import Conversation from "./conversation";

const ROUTE_ID = "routes/messages/conversation";

/** A thread of two messages, a week old and an hour old, seen at `now`. */
const THREAD: Route.ComponentProps["loaderData"] = {
  conversation: {
    id: "4b7c1f0e-0000-4000-8000-000000000001",
    role: "buyer",
    other: { id: "u-2", fullName: "Neema Said", profileImageUrl: null, suspended: false },
    listing: { id: "p-1", title: "Daftari", path: "/products/p-1", photo: null, available: true },
    blockedByMe: false,
    blockedMe: false,
    older: null,
    messages: [
      {
        id: "m-1",
        number: 1,
        body: "Bado unalo?",
        mine: false,
        createdAt: new Date("2026-03-03T11:30:00Z"),
        signals: [],
      },
      { id: "m-2", number: 2, body: "Ndiyo", mine: true, createdAt: new Date("2026-03-10T08:00:00Z"), signals: [] },
    ],
  },
  readNow: false,
  now: "2026-03-10T09:00:00.000Z",
  staySafe: { dismissed: true, always: false },
};

/** The conversation page's text as the server renders it, in a language. */
function threadText(locale: "en" | "sw"): string {
  const Stub = createRoutesStub([{ id: ROUTE_ID, path: "/messages/:id", Component: Conversation as never }]);
  const html = inLocale(locale, () =>
    renderToStaticMarkup(
      createElement(Stub, {
        initialEntries: [`/messages/${THREAD.conversation.id}`],
        hydrationData: { loaderData: { [ROUTE_ID]: THREAD } },
      }),
    ),
  );
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

describe("a conversation's times", () => {
  it("are worded in Kiswahili with the month in full and the hour agreeing with one", () => {
    const text = threadText("sw");
    expect(text).toContain("3 Machi 2026");
    expect(text).toContain("Saa 1 iliyopita");
    expect(text).not.toMatch(/\bMac\b/);
  });

  it("are worded in English for an English reader", () => {
    const text = threadText("en");
    expect(text).toContain("3 Mar 2026");
    expect(text).toContain("1h ago");
  });
});
