import { useEffect, useState } from "react";

/** False in the server's HTML and until the page's JavaScript runs; forms use it to add behaviour that needs JS without breaking the plain form. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
