/**
 * Whether a CSS media query matches now, following its changes (a tablet docked to a keyboard, a
 * window dragged to another screen). Without `matchMedia` (a test window, an old browser) it
 * answers `fallback`.
 */
import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  const matches = () => (typeof window === 'undefined' || typeof window.matchMedia !== 'function' ? fallback : window.matchMedia(query).matches);
  return useSyncExternalStore(subscribe, matches, () => fallback);
}
