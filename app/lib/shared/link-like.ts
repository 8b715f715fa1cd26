/**
 * What a mail client would make a link of, or phishing uses anyway: a scheme's name, `://`,
 * `www.`, any `name.tld/` with a path, a word with a dot before two or more letters (a host:
 * `evil.tz`, `bit.ly`, an address's domain) and an IPv4 address. Plain expressions rather than
 * an autolinker: this runs in every form with a name field, on the sign-up page too, whose script
 * budget an autolinker's tables would break (hostile-text.test.ts checks our mail with linkify-it).
 */
const LINK_SHAPES =
  /https?|:\/\/|www\.|[\p{L}\p{N}-]\.[\p{L}\p{N}-]+\/|[\p{L}\p{N}-]{2,}\.\p{L}{2,}|\d{1,3}(?:\.\d{1,3}){3}/iu;

export function looksLikeLink(text: string): boolean {
  return LINK_SHAPES.test(text);
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
  return text.replace(/\S+/g, (word) =>
    looksLikeLink(word) || HOST_LIKE.test(word) ? word.replaceAll("://", "[:]//").replaceAll(".", "[.]") : word,
  );
}
