// Code a page downloads after its start (a dialog it never opens at first): one download however many ask, and a
// failed one (offline) is asked for again by the next caller rather than remembered.

/** Wraps a dynamic import. Example: `const preloadDialog = loadOnce(() => import('./dialog-code'))`. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
