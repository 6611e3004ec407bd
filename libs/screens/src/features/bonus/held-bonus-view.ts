// The held bonus's view comes in a file of its own: most players hold no bonus and see the search, so the page
// starts without it (~0.7 KB). It is asked for when the check says a bonus is held, beside that bonus's condition
// (GET /api/bonus/check/minimum), and the page waits for both (`waiting`) so the top of the page shows in one piece.
import { useEffect, useState, type ComponentType } from 'react';

export type HeldBonusView = ComponentType<{ type: string }>;
export type HeldBonusViewLoader = () => Promise<HeldBonusView>;

/** Each loader's view once downloaded: the page's next visits show it with its data at once. */
const downloaded = new WeakMap<HeldBonusViewLoader, HeldBonusView>();

/**
 * The view while a bonus is held (`held`), downloaded by `load` once it is. A failed download is thrown to the
 * route's error page, as a failed download of the page's own code is: the search is never shown in its place.
 */
export function useHeldBonusView(
  held: boolean,
  load: HeldBonusViewLoader,
): { View: HeldBonusView | undefined; waiting: boolean } {
  const [download, setDownload] = useState<{ View: HeldBonusView } | { error: unknown } | undefined>(() => {
    const View = downloaded.get(load);
    return View ? { View } : undefined;
  });
  useEffect(() => {
    if (!held || download) return;
    let current = true;
    load().then(
      (View) => {
        downloaded.set(load, View);
        if (current) setDownload({ View });
      },
      (error: unknown) => {
        if (current) setDownload({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [held, download, load]);
  if (download && 'error' in download) throw download.error;
  return { View: download?.View, waiting: held && !download };
}
