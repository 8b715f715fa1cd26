/**
 * WhatsApp numbers (docs/product.md#formats): strip a leading plus and every non-digit; a leading 0 becomes
 * 255; a number already starting 255 is kept; a 9-digit number starting 6 or 7 gets 255 in front.
 * Returns null when nothing usable is left, so callers show the "no contact" message instead.
 */
export function normalizeWhatsappNumber(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const digits = raw.trim().replace(/^\+/, "").replace(/\D/g, "");
  if (digits.length === 0) return null;
  if (digits.startsWith("255")) return digits;
  if (digits.startsWith("0")) return `255${digits.slice(1)}`;
  if (digits.length === 9 && /^[67]/.test(digits)) return `255${digits}`;
  return digits;
}

/** A wa.me chat link with a prefilled, URL-encoded message; null when the number is unusable. */
export function whatsappLink(raw: string | null | undefined, message: string): string | null {
  const number = normalizeWhatsappNumber(raw);
  if (!number) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
