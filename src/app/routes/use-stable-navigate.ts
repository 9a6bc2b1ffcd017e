/**
 * The router's navigate, one function for the component's life. The declarative router gives a
 * new one whenever the path changes; an effect that keeps timers (the idle warning, the session's
 * renewal) would otherwise restart them on every step.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate, type NavigateFunction, type NavigateOptions, type To } from 'react-router-dom';

export function useStableNavigate(): (to: To, options?: NavigateOptions) => void | Promise<void> {
  const navigate: NavigateFunction = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  return useCallback((to: To, options?: NavigateOptions) => latest.current(to, options), []);
}
