// After a deployment, a page still running the old build asks for chunks that no longer exist (404). The cure is
// one clean reload (the new index.html and its chunks); a chunk still missing after it shows the retry screen, so
// a broken deployment never turns into a reload loop.

/** How the browsers and Vite's preloader word a chunk that could not be loaded. */
const CHUNK_LOAD_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isStaleChunkError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_ERROR.test(error.message);
}

export const STALE_CHUNK_RELOAD_KEY = 'stale-chunk-reload-at';
/** At most one automatic reload in this window (per tab). */
export const STALE_CHUNK_RELOAD_WINDOW_MS = 60_000;

/** True unless an automatic reload already happened within the window (reads only). */
export function staleChunkReloadAllowed(
  storage: Pick<Storage, 'getItem'> = sessionStorage,
  now: number = Date.now(),
): boolean {
  const last = Number(storage.getItem(STALE_CHUNK_RELOAD_KEY));
  return !(last > 0 && now - last >= 0 && now - last < STALE_CHUNK_RELOAD_WINDOW_MS);
}

/** Reloads once for a stale chunk; false (no reload) when one already happened within the window. */
export function reloadForStaleChunk(
  reload: () => void,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  now: number = Date.now(),
): boolean {
  if (!staleChunkReloadAllowed(storage, now)) return false;
  storage.setItem(STALE_CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}
