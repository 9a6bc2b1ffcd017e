/**
 * Code fetched when first needed: one fetch for every caller, and a failed one forgotten, so the
 * next caller asks again (a phone that lost the network for a moment is not stuck without it).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
