import { useSyncExternalStore } from 'react';
import { BREAKPOINT_DESKTOP, BREAKPOINT_TABLET } from '@shop/storefront';

/** Tracks a CSS media query. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Mobile layout: below 768 px (spec §9). */
export const MOBILE_QUERY = `(max-width: ${BREAKPOINT_TABLET - 0.02}px)`;
/** Desktop layout: 1200 px and above (spec §9). */
export const DESKTOP_QUERY = `(min-width: ${BREAKPOINT_DESKTOP}px)`;

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
