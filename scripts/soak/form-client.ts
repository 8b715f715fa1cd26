import { type HTMLElement, parse } from "node-html-parser";

export interface Answer {
  /** 0 when no answer came (the connection was refused or cut). */
  status: number;
  location: string | null;
  body: string;
  ms: number;
}

export interface UploadFile {
  field: string;
  name: string;
  type: string;
  bytes: Uint8Array;
}

/**
 * One student without JavaScript: a cookie jar, pages fetched as a browser would, and forms sent
 * as the page renders them (its hidden fields, the submit-once token among them, and the Origin
 * header the site checks). Redirects are not followed: an action's answer is its own measurement.
 */
export class FormClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly base: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  get signedIn(): boolean {
    return [...this.cookies.keys()].some((name) => name.includes("session_token"));
  }

  forgetCookies() {
    this.cookies.clear();
  }

  async get(path: string): Promise<Answer> {
    return this.send(path, { method: "GET" });
  }

  /**
   * Opens `pagePath`, takes the first form holding a control named `field`, fills in `values` over
   * what the page put in it, and sends it. `page` is the page's own answer (null if it had no such form).
   */
  async submit(
    pagePath: string,
    field: string,
    values: Record<string, string>,
    files: UploadFile[] = [],
  ): Promise<{ page: Answer; action: Answer | null }> {
    let page = await this.get(pagePath);
    // A page that sends the student on (a conversation that already exists) is followed, as a browser does.
    for (let hops = 0; hops < 3 && page.status >= 300 && page.status < 400 && page.location; hops++) {
      const next = new URL(page.location, this.base);
      if (next.origin !== new URL(this.base).origin) break;
      const followed = await this.get(next.pathname + next.search);
      page = { ...followed, ms: page.ms + followed.ms };
      pagePath = next.pathname + next.search;
    }
    if (page.status !== 200) return { page, action: null };
    const form = parse(page.body)
      .querySelectorAll("form")
      .find((f) => f.querySelector(`[name="${field}"]`));
    if (!form) return { page, action: null };
    const body = new FormData();
    for (const [name, value] of formDefaults(form)) if (!(name in values)) body.append(name, value);
    for (const [name, value] of Object.entries(values)) body.append(name, value);
    for (const file of files)
      body.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    const action = form.getAttribute("action") ?? pagePath;
    return {
      page,
      action: await this.send(action, { method: "POST", body, headers: { origin: new URL(this.base).origin } }),
    };
  }

  private async send(path: string, init: RequestInit): Promise<Answer> {
    const started = performance.now();
    try {
      const response = await fetch(new URL(path, this.base), {
        ...init,
        redirect: "manual",
        headers: { ...this.headers, ...(init.headers as Record<string, string>), cookie: this.cookieHeader() },
        signal: AbortSignal.timeout(30_000),
      });
      const body = await response.text();
      this.keepCookies(response.headers.getSetCookie());
      return {
        status: response.status,
        location: response.headers.get("location"),
        body,
        ms: performance.now() - started,
      };
    } catch {
      return { status: 0, location: null, body: "", ms: performance.now() - started };
    }
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private keepCookies(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = "", ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split("=")[1]!) < Date.now()),
      );
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** What a browser would send of a form untouched: named inputs with their values, the first option of each select, textareas' text. */
function formDefaults(form: HTMLElement): [string, string][] {
  const pairs: [string, string][] = [];
  for (const control of form.querySelectorAll("input, select, textarea")) {
    const name = control.getAttribute("name");
    if (!name) continue;
    const tag = control.tagName.toLowerCase();
    const type = (control.getAttribute("type") ?? "text").toLowerCase();
    if (
      tag === "input" &&
      (type === "file" ||
        type === "submit" ||
        ((type === "checkbox" || type === "radio") && !control.hasAttribute("checked")))
    )
      continue;
    if (tag === "select") {
      const options = control.querySelectorAll("option");
      const chosen =
        options.find((o) => o.hasAttribute("selected")) ?? options.find((o) => o.getAttribute("value")) ?? options[0];
      pairs.push([name, chosen?.getAttribute("value") ?? chosen?.text ?? ""]);
    } else if (tag === "textarea") pairs.push([name, control.text]);
    else pairs.push([name, control.getAttribute("value") ?? ""]);
  }
  // The button a person presses: the first named submit button, as a browser sends it.
  const button = form
    .querySelectorAll("button")
    .find((b) => b.getAttribute("name") && (b.getAttribute("type") ?? "submit") === "submit");
  if (button) pairs.push([button.getAttribute("name")!, button.getAttribute("value") ?? ""]);
  return pairs;
}
