import { startTransition, useEffect, useState } from "react";

/** Once true, components mounted later (client-side navigation) start enhanced. */
let pageHydrated = false;

/**
 * False on the server and during hydration, true once React runs in the browser. The switch is a
 * transition: React renders the enhanced widgets in small slices instead of one long task right
 * after hydration (a useSyncExternalStore flag forces a synchronous re-render of every consumer).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (hydrated) return;
    pageHydrated = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
