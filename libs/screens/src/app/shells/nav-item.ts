// A bottom-bar link of either shell, marked current when it is the page on screen.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

/** Returns `item(id, to, label, icon)` for the kit's BottomBar, bound to the current path. */
export function useNavItem() {
  const { pathname } = useLocation();
  return (id: string, to: string, label: string, icon: ReactNode) => ({
    id,
    label,
    icon,
    linkProps: { to },
    current: pathname === to,
  });
}
