/**
 * Lazy screens that fail loudly (spec 01 section 8): a chunk that has not arrived after
 * 120 seconds, or whose stylesheet failed, rejects with a ChunkLoadError, which the route's
 * error element turns into the error banner instead of a blank page or an endless spinner.
 */
import { lazy, type ComponentType } from 'react';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  readonly name = 'ChunkLoadError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export function importWithTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading a part of the page took longer than ${timeoutMs / 1000} seconds`)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError('Loading a part of the page failed', { cause: error }));
      },
    );
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWithTimeout<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS) {
  return lazy(() => importWithTimeout(load, timeoutMs));
}

/** A lazily loaded named export, for modules that export components by name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K, timeoutMs = CHUNK_LOAD_TIMEOUT_MS) {
  return lazyWithTimeout<M[K]>(() => load().then((module) => ({ default: module[name] })), timeoutMs);
}
