import { renderSVG } from "uqr";

/** The set-up QR code as inline SVG, drawn on the server so the page ships no QR library. */
export function totpQrCode(totpURI: string): string {
  return renderSVG(totpURI, { border: 2, pixelSize: 6 });
}
