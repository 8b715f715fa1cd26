/**
 * A shop's card on /shop-management: `?shop=` highlights it and the anchor scrolls to it, so an
 * owner sent there (a new shop, the shop page's upgrade banner) lands on that shop, not the top.
 */
export function managedShopPath(shopId: string): string {
  return `/shop-management?shop=${shopId}#shop-${shopId}`;
}
