import { LinkifyIt } from "linkify-it";

/**
 * What a mail client would make a link of. linkify-it finds what autolinkers find (schemes,
 * addresses, domains under a known top-level domain); the shapes below are the ones it lets pass
 * and that phishing uses anyway: a scheme's name, `www.`, and any `name.tld/` with a path.
 */
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true });
const LINK_SHAPES = /https?|:\/\/|www\.|[\p{L}\p{N}-]\.[\p{L}\p{N}-]+\//iu;

export function looksLikeLink(text: string): boolean {
  return LINK_SHAPES.test(text) || linkify.test(text);
}

/** A word with a dot between letters, like a host name (`evil.xyz`), whatever its top-level domain. */
const HOST_LIKE = /[\p{L}\p{N}]\.[\p{L}]{2,}/u;

/**
 * Text a stranger typed, as it may stand in a mail or SMS we send: every word that could be taken
 * for a link gets its dots written "[.]" and its "://" written "[:]//" (the usual way of
 * showing an address that must not be followed), so no mail client turns it into a link, and
 * a reader sees at once it is no link of ours. Ordinary words, numbers ("6.1 inch") and initials
 * ("J.R.") stay as typed.
 */
export function unlinkable(text: string): string {
  return text.replace(/\S+/g, (word) => (looksLikeLink(word) || HOST_LIKE.test(word) ? word.replaceAll("://", "[:]//").replaceAll(".", "[.]") : word));
}
