import { catalogueText } from "../catalogue-text";
import { type Answer, FormClient } from "./form-client";

/** One measured request: what it was, how it ended, when. */
export interface Sample {
  label: string;
  status: number;
  ok: boolean;
  /** A posting refused with the site's own words while the disk was full: a clear error, not a failure. */
  refusedClearly?: boolean;
  ms: number;
  at: number;
  /** For a failure: where it sent the student, or the page's title. */
  detail?: string;
}

export interface StudentSetup {
  base: string;
  email: string;
  password: string;
  /** Which student this is: their posts and messages carry it, so they can be found afterwards. */
  number: number;
  photo: Uint8Array;
  /** Products to open and write about (sold by others). */
  productIds: string[];
  searches: string[];
  record(sample: Sample): void;
  /** A write the site acknowledged: it must be in the database at the end. */
  acknowledged(write: { kind: "product" | "message"; text: string }): void;
}

/** What a student does next, and how often (a share of all actions). */
const ACTIONS = [
  ["home", 18],
  ["products", 14],
  ["product", 20],
  ["accommodations", 5],
  ["search", 20],
  ["message", 10],
  ["post", 6],
  ["sign-in", 4],
  ["notifications", 3],
] as const;
type Action = (typeof ACTIONS)[number][0];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, [, weight]) => sum + weight, 0);

/** The catalogue's words for photos that could not be stored: a posting refused with them is a clear error. */
const IMAGES_FAILED_TEXT = catalogueText("errors", "en", "errors_images_failed");

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

function nextAction(): Action {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const [action, weight] of ACTIONS) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return "home";
}

/** Where a failed answer sent the student, or its page's title: what the soak's report groups failures by. */
function detailOf(answer: Answer): string {
  if (answer.location) return `to ${answer.location}`;
  return /<title>([^<]*)<\/title>/.exec(answer.body)?.[1]?.slice(0, 80) ?? answer.body.slice(0, 80);
}

const redirected = (answer: Answer | null) => answer !== null && answer.status >= 300 && answer.status < 400;

/**
 * A student on a phone: signs in, then browses, searches, opens products, posts a product with a
 * photo and writes to sellers, pausing between steps as a person does, until `until`.
 */
export async function actAsStudent(setup: StudentSetup, until: number, thinkMs: [number, number]) {
  const client = new FormClient(setup.base);
  let writes = 0;
  const note = (label: string, answer: Answer, ok = answer.status === 200) =>
    setup.record({
      label,
      status: answer.status,
      ok,
      ms: answer.ms,
      at: Date.now(),
      ...(ok ? {} : { detail: detailOf(answer) }),
    });

  const signIn = async () => {
    client.forgetCookies();
    const { page, action } = await client.submit("/auth", "password", { email: setup.email, password: setup.password });
    note("/auth", page);
    if (action) note("sign in (POST)", action, redirected(action));
  };

  const steps: Record<Action, () => Promise<void>> = {
    home: async () => note("/", await client.get("/")),
    products: async () => note("/products", await client.get(`/products?page=${1 + Math.floor(Math.random() * 5)}`)),
    product: async () => note("a product page", await client.get(`/products/${pick(setup.productIds)}`)),
    accommodations: async () => note("/accommodations", await client.get("/accommodations")),
    search: async () => note("a search", await client.get(`/products?q=${encodeURIComponent(pick(setup.searches))}`)),
    notifications: async () => note("/notifications", await client.get("/notifications")),
    "sign-in": signIn,
    message: async () => {
      const text = `Soak ${setup.number}-${++writes}: is it still available?`;
      const { page, action } = await client.submit(`/messages/new?listing=${pick(setup.productIds)}`, "body", {
        body: text,
      });
      note("a conversation", page);
      if (!action) return;
      note("send a message (POST)", action, redirected(action));
      if (redirected(action)) setup.acknowledged({ kind: "message", text });
    },
    post: async () => {
      const title = `Soak lamp ${setup.number}-${++writes}`;
      const { page, action } = await client.submit(
        "/products/post",
        "images",
        {
          name: title,
          price: "15000",
          category: "Furniture",
          condition: "Good",
          description: "A desk lamp in good order, posted by the soak.",
        },
        [{ field: "images", name: "lamp.jpg", type: "image/jpeg", bytes: setup.photo }],
      );
      note("/products/post", page);
      if (!action) return;
      const refusedClearly = action.status === 503 && action.body.includes(IMAGES_FAILED_TEXT);
      setup.record({
        label: "post a product (POST)",
        status: action.status,
        ok: redirected(action),
        refusedClearly,
        ms: action.ms,
        at: Date.now(),
        detail: detailOf(action),
      });
      if (redirected(action)) setup.acknowledged({ kind: "product", text: title });
    },
  };

  await signIn();
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, thinkMs[0] + Math.random() * (thinkMs[1] - thinkMs[0])));
    if (Date.now() >= until) break;
    const action = nextAction();
    // A student whose session was lost (an instance died mid-sign-in) signs in again first.
    await steps[
      !client.signedIn && (action === "message" || action === "post" || action === "notifications") ? "sign-in" : action
    ]();
  }
}
