/**
 * A route that failed to render or load (a page's code that never came, a screen that threw):
 * the global error banner in the page's place, never a blank page. Going elsewhere tries again.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AppErrorBoundary } from '../errors/app-error-boundary';

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <AppErrorBoundary place={useLocation().key}>{children}</AppErrorBoundary>;
}
