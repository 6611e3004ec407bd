import { useEffect, useState } from 'react';
import { whenPageIdle } from './page-idle';

/**
 * True once the page is idle after loading, or the player has first tapped or typed (page-idle.ts), so optional parts
 * (the chat, a dialog's code) never compete with the page's first render or its first answer.
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let live = true;
    void whenPageIdle(window).then(() => {
      if (live) setIdle(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return idle;
}
