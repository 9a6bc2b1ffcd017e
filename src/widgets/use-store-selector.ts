/**
 * Subscribes a component to the part of a store's snapshot it reads. The component re-renders
 * only when `select` gives something `equal` does not accept, however often the store publishes.
 * `select` should keep its identity between renders (a module function or a useCallback).
 */
import { useRef, useSyncExternalStore } from 'react';

export interface ExternalStore<S> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): S;
}

export function useStoreSelector<S, T>(store: ExternalStore<S>, select: (snapshot: S) => T, equal: (a: T, b: T) => boolean = Object.is): T {
  const last = useRef<{ snapshot: S; select: (snapshot: S) => T; selected: T } | null>(null);
  const selected = () => {
    const snapshot = store.getSnapshot();
    const before = last.current;
    if (before && before.snapshot === snapshot && before.select === select) return before.selected;
    const next = select(snapshot);
    // An equal selection keeps the object React saw last, so React bails out of the render.
    const kept = before && equal(before.selected, next) ? before.selected : next;
    last.current = { snapshot, select, selected: kept };
    return kept;
  };
  return useSyncExternalStore(store.subscribe, selected, selected);
}
