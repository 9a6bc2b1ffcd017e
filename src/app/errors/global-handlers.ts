/**
 * Failures no component catches: an unhandled promise rejection, an error thrown by an event
 * handler of ours, or a lazily loaded script or stylesheet that did not arrive (Vite reports
 * those as `vite:preloadError`). Each shows the error banner rather than leaving a page that
 * silently does nothing.
 */
import { reportUnexpectedError } from './unexpected-error';

export function listenForUnexpectedErrors(target: Window = window): void {
  target.addEventListener('unhandledrejection', (event) => reportUnexpectedError(event.reason));
  target.addEventListener('error', (event) => {
    // Only our own scripts: a third-party script's error says nothing about this page.
    if (event.error instanceof Error && (!event.filename || event.filename.startsWith(target.location.origin))) reportUnexpectedError(event.error);
  });
  target.addEventListener('vite:preloadError', (event) => reportUnexpectedError((event as Event & { payload?: unknown }).payload));
}
