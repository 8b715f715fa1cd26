import postcss, { type AtRule, type ChildNode, type Declaration, type Rule } from "postcss";

/**
 * The stylesheet a page needs, inlined into its HTML (docs/decisions/0022-inline-page-stylesheet.md):
 * a phone on a slow link paints as soon as the HTML arrives instead of waiting a round trip for the
 * whole site's stylesheet. Of the site's stylesheet a page gets the rules whose selectors name only
 * classes its HTML uses, every rule that names no class (the reset, element rules), and only the
 * custom properties and `@property` rules those rules read. Keeping a rule the page does not need
 * costs bytes; dropping one it needs would break the page, so every doubt keeps the rule.
 */

type Piece =
  | { kind: "rule"; css: string; needs: Needs[]; reads: string[] }
  | { kind: "variables"; selector: string; declarations: { name: string; css: string; reads: string[] }[] }
  | { kind: "property"; name: string; css: string; reads: string[] }
  | { kind: "group"; prelude: string; pieces: Piece[] }
  | { kind: "always"; css: string };

export interface SiteStylesheet {
  pieces: Piece[];
  /** For each custom property, what its definitions read. */
  definitions: Map<string, string[][]>;
}

const VARIABLE_READ = /var\(\s*(--[\w-]+)/g;

function readsOf(value: string): string[] {
  return [...value.matchAll(VARIABLE_READ)].map((match) => match[1]!);
}

/** `\:` and `\32 ` in a selector's class name, as the class attribute writes them (CSS escapes). */
function unescapeIdentifier(escaped: string): string {
  return escaped.replace(
    /\\(?:([0-9a-fA-F]{1,6})[ \t\n]?|([^\n]))/g,
    (_, hex: string | undefined, char: string | undefined) =>
      hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ""),
  );
}

/** A selector list's alternatives, split at the commas outside brackets, parentheses and strings. */
export function selectorAlternatives(selector: string): string[] {
  const alternatives: string[] = [];
  let depth = 0;
  let quote = "";
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i];
    if (char === "\\") {
      i++;
    } else if (quote) {
      if (char === quote) quote = "";
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === "(" || char === "[") {
      depth++;
    } else if (char === ")" || char === "]") {
      depth--;
    } else if (char === "," && depth === 0) {
      alternatives.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  alternatives.push(selector.slice(start));
  return alternatives.map((alternative) => alternative.trim()).filter(Boolean);
}

/** What a page's HTML must hold for one selector to match anything: these classes and these elements. */
export interface Needs {
  classes: string[];
  elements: string[];
}

/** Only these functional pseudo-classes match when what they hold matches; `:not()` is the opposite. */
const REQUIRING_PSEUDO = /:(is|where|has)$/i;

const IDENTIFIER = /^(?:\\[0-9a-fA-F]{1,6}[ \t\n]?|\\[^\n]|[\w\u0080-\uffff-])+/;

/**
 * The classes and element names a page must use for one selector (no commas at its top level) to
 * match. Inside `:not()`, inside a list (`:is(h1, h2)` needs only one of them) and inside any
 * other function (`:nth-child(2 of .x)`) nothing is required; nor is a class inside an attribute
 * selector or a string.
 */
export function selectorNeeds(selector: string): Needs {
  const needs: Needs = { classes: [], elements: [] };
  const stack: boolean[] = [];
  let skipping = false;
  let compoundStart = true;
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i]!;
    if (char === "\\") {
      i++;
      compoundStart = false;
    } else if (char === '"' || char === "'") {
      const end = selector.indexOf(char, i + 1);
      i = end === -1 ? selector.length : end;
    } else if (char === "[") {
      const end = selector.indexOf("]", i + 1);
      i = end === -1 ? selector.length : end;
      compoundStart = false;
    } else if (char === "(") {
      stack.push(skipping);
      const close = closingParenthesis(selector, i);
      skipping ||=
        !REQUIRING_PSEUDO.test(selector.slice(0, i)) || selectorAlternatives(selector.slice(i + 1, close)).length > 1;
      compoundStart = true;
    } else if (char === ")") {
      skipping = stack.pop() ?? false;
      compoundStart = false;
    } else if (char === "." || char === "#" || char === ":") {
      // A class, an id, or a pseudo-class or pseudo-element's name: only a class is required.
      while (selector[i + 1] === ":") i++;
      const match = IDENTIFIER.exec(selector.slice(i + 1));
      if (match) {
        if (char === "." && !skipping) needs.classes.push(unescapeIdentifier(match[0]));
        i += match[0].length;
      }
      compoundStart = false;
    } else if (/[\s>+~,]/.test(char)) {
      compoundStart = true;
    } else if (compoundStart && /[a-zA-Z]/.test(char)) {
      const match = IDENTIFIER.exec(selector.slice(i))!;
      if (!skipping) needs.elements.push(unescapeIdentifier(match[0]).toLowerCase());
      i += match[0].length - 1;
      compoundStart = false;
    } else {
      compoundStart = false;
    }
  }
  return needs;
}

function closingParenthesis(selector: string, open: number): number {
  let depth = 0;
  for (let i = open; i < selector.length; i++) {
    if (selector[i] === "\\") i++;
    else if (selector[i] === "(") depth++;
    else if (selector[i] === ")" && --depth === 0) return i;
  }
  return selector.length;
}

function isVariable(node: ChildNode): node is Declaration {
  return node.type === "decl" && node.prop.startsWith("--");
}

function pieceOf(node: ChildNode): Piece | null {
  if (node.type === "comment") return null;
  if (node.type === "rule") {
    const rule = node as Rule;
    const needs = selectorAlternatives(rule.selector).map(selectorNeeds);
    const declarations = rule.nodes.filter((child) => child.type === "decl") as Declaration[];
    if (
      declarations.length === rule.nodes.length &&
      declarations.every(isVariable) &&
      needs.every((one) => one.classes.length === 0 && one.elements.length === 0)
    ) {
      return {
        kind: "variables",
        selector: rule.selector,
        declarations: declarations.map((d) => ({ name: d.prop, css: d.toString(), reads: readsOf(d.value) })),
      };
    }
    return { kind: "rule", css: rule.toString(), needs, reads: declarations.flatMap((d) => readsOf(d.value)) };
  }
  if (node.type === "atrule") {
    const atRule = node as AtRule;
    if (atRule.name === "property")
      return {
        kind: "property",
        name: atRule.params.trim(),
        css: atRule.toString(),
        reads: readsOf(atRule.toString()),
      };
    // A statement (`@layer a, b;`) ends with the semicolon its parent writes after it.
    if (!atRule.nodes) return { kind: "always", css: `${atRule.toString()};` };
    // Keyframes (prefixed too: their `from` and `to` are not elements) and at-rules that hold
    // declarations (@font-face, @page) are kept whole.
    if (atRule.name.endsWith("keyframes") || atRule.nodes.some((child) => child.type === "decl"))
      return { kind: "always", css: atRule.toString() };
    return {
      kind: "group",
      prelude: `@${atRule.name}${atRule.raws.afterName ?? " "}${atRule.params}`,
      pieces: atRule.nodes.map(pieceOf).filter((piece) => piece !== null),
    };
  }
  return { kind: "always", css: node.toString() };
}

/** Reads the site's stylesheet once (at start), into pieces a page's stylesheet is cut from. */
export function parseSiteStylesheet(css: string): SiteStylesheet {
  const pieces = postcss
    .parse(css)
    .nodes.map(pieceOf)
    .filter((piece) => piece !== null);
  // What each custom property reads where it is defined (theme variables, `@property` initial
  // values): the same for every page, so found once.
  const definitions = new Map<string, string[][]>();
  const define = (name: string, reads: string[]) => definitions.set(name, [...(definitions.get(name) ?? []), reads]);
  const walk = (list: Piece[]) => {
    for (const piece of list) {
      if (piece.kind === "group") walk(piece.pieces);
      else if (piece.kind === "variables") for (const d of piece.declarations) define(d.name, d.reads);
      else if (piece.kind === "property") define(piece.name, piece.reads);
    }
  };
  walk(pieces);
  return { pieces, definitions };
}

/** What a page's HTML uses: the classes in its class attributes (as the browser reads them) and its elements. */
export interface PageMarkup {
  classes: Set<string>;
  elements: Set<string>;
}

export function markupOf(html: string): PageMarkup {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = match[1]!.replace(
      /&(amp|quot|#x27|#39|lt|gt);/g,
      (entity) =>
        ({ "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" })[entity] ?? entity,
    );
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  const elements = new Set<string>();
  for (const match of html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)/g)) elements.add(match[1]!.toLowerCase());
  return { classes, elements };
}

/** The CSS a page with this markup needs, in the site stylesheet's order. */
export function stylesheetFor(site: SiteStylesheet, { classes, elements }: PageMarkup): string {
  const matches = (piece: Extract<Piece, { kind: "rule" }>) =>
    piece.needs.some(
      (needed) =>
        needed.classes.every((name) => classes.has(name)) && needed.elements.every((name) => elements.has(name)),
    );
  // Which custom properties the kept rules read, and what those read in turn (theme variables
  // are defined through each other), until nothing new is read.
  const read = new Set<string>();
  const collect = (pieces: Piece[]) => {
    for (const piece of pieces) {
      if (piece.kind === "rule" && matches(piece)) for (const name of piece.reads) read.add(name);
      else if (piece.kind === "group") collect(piece.pieces);
    }
  };
  collect(site.pieces);
  const pending = [...read];
  while (pending.length) {
    for (const reads of site.definitions.get(pending.pop()!) ?? []) {
      for (const name of reads) {
        if (!read.has(name)) {
          read.add(name);
          pending.push(name);
        }
      }
    }
  }
  const write = (pieces: Piece[]): string => {
    let css = "";
    for (const piece of pieces) {
      if (piece.kind === "always") css += piece.css;
      else if (piece.kind === "rule") css += matches(piece) ? piece.css : "";
      else if (piece.kind === "property") css += read.has(piece.name) ? piece.css : "";
      else if (piece.kind === "variables") {
        const kept = piece.declarations.filter((d) => read.has(d.name));
        if (kept.length) css += `${piece.selector}{${kept.map((d) => d.css).join(";")}}`;
      } else {
        const inner = write(piece.pieces);
        if (inner) css += `${piece.prelude}{${inner}}`;
      }
    }
    return css;
  };
  return write(site.pieces);
}
