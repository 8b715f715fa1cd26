/** Whether two photo lists are the same photos in the same order (a concurrent edit changes them). */
export function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((url, i) => url === b[i]);
}
