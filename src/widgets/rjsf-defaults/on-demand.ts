/**
 * A default of RJSF's whose code arrives when a form first renders it: until then React.lazy
 * suspends for it. Imports nothing of the portal's: RJSF's chunk takes this in (see ./widgets.ts).
 */
import { createElement, lazy, Suspense, type ComponentType } from 'react';

export function onDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Arriving = lazy(load);
  function OnDemand(props: P) {
    return createElement(Suspense, { fallback: null }, createElement(Arriving as ComponentType<P>, props));
  }
  return OnDemand;
}
