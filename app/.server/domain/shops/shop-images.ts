import type { ReencodeOptions } from "../../images/reencode-image";

/**
 * How a shop's pictures are stored (bucket shop-logos, one bucket for both). The logo
 * shows at most 96 px; the cover is a wide banner on the shop page and the top of each shop card,
 * so it is cropped to that shape and kept small for lists on slow links.
 */
export const SHOP_LOGO_SIZE: ReencodeOptions = {
  width: 192,
  height: 192,
  fit: "cover",
  quality: 80,
  maxBytes: 24 * 1024,
};
export const SHOP_COVER_SIZE: ReencodeOptions = {
  width: 1200,
  height: 480,
  fit: "cover",
  quality: 70,
  maxBytes: 80 * 1024,
};

/** The shop form's picture fields: a new file for either, or the stored one taken away. */
export interface ShopPictures {
  logo?: Uint8Array;
  cover?: Uint8Array;
  removeLogo?: boolean;
  removeCover?: boolean;
}
