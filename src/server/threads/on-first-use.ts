/**
 * A module loaded when first needed and kept: what only some requests use (PDF writing and
 * signing, certificate parsing, archives) stays out of an idle server's memory.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
