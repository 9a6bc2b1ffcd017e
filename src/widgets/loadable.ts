/**
 * A widget whose code arrives when a step names it rather than with the first step. It renders
 * the loaded component once `preload` has settled; rendered before that, it suspends until the
 * code arrives. A failed preload is forgotten, so the next one asks again.
 */
import { createElement, lazy, type ComponentType, type ReactNode } from 'react';
import { loadOnce } from '../engine/load-once';

export interface Loadable<P> {
  (props: P): ReactNode;
  readonly loaded: boolean;
  preload(): Promise<void>;
}

export function loadable<P extends object>(load: () => Promise<ComponentType<P>>): Loadable<P> {
  let component: ComponentType<P> | undefined;
  const preload = loadOnce(() =>
    load().then((loaded) => {
      component = loaded;
    }),
  );
  // Until the code is here React.lazy suspends for it; once here it is rendered directly, so a
  // preloaded widget never shows a fallback.
  const Arriving = lazy(() => preload().then(() => ({ default: component! })));
  function LoadableWidget(props: P): ReactNode {
    return component ? createElement(component, props) : createElement(Arriving as ComponentType<P>, props);
  }
  const widget = Object.assign(LoadableWidget, { preload, loaded: false });
  // `loaded` reads the state at each use: the data property Object.assign made becomes a getter.
  Object.defineProperty(widget, 'loaded', { get: () => component !== undefined });
  return widget;
}
