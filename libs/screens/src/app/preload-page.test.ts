import { describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { createAppRouter, lazyRoutePage } from './app-router';
import { preloadPage } from './preload-page';

function routerWith() {
  const shell = vi.fn(async (): Promise<ComponentType> => () => null);
  const home = vi.fn(async (): Promise<ComponentType> => () => null);
  const bonus = vi.fn(async (): Promise<ComponentType> => () => null);
  const lazy = (load: () => Promise<ComponentType>) => {
    const page = lazyRoutePage(load);
    return { element: page.element, handle: { page } };
  };
  const routes: RouteObject[] = [
    { path: '/login', element: null },
    {
      path: '/user',
      children: [
        {
          ...lazy(shell),
          children: [
            { path: 'home', ...lazy(home) },
            { path: 'bonus', ...lazy(bonus) },
          ],
        },
      ],
    },
  ];
  const router = createAppRouter(routes, { initialEntries: ['/login'] });
  return { router, shell, home, bonus };
}

describe('preloadPage', () => {
  it('loads the lazy routes the URL matches (the shell and the page), and no other', () => {
    const { router, shell, home, bonus } = routerWith();
    preloadPage({ routes: router.routes, isOnline: () => true }, '/user/home');
    expect(shell).toHaveBeenCalledTimes(1);
    expect(home).toHaveBeenCalledTimes(1);
    expect(bonus).not.toHaveBeenCalled();
  });

  it('loads nothing while offline (the navigation downloads it, or shows its retry screen)', () => {
    const { router, shell, home } = routerWith();
    preloadPage({ routes: router.routes, isOnline: () => false }, '/user/home');
    expect(shell).not.toHaveBeenCalled();
    expect(home).not.toHaveBeenCalled();
  });

  it('loads nothing for a URL no lazy route matches', () => {
    const { router, shell, home, bonus } = routerWith();
    preloadPage({ routes: router.routes, isOnline: () => true }, '/login');
    preloadPage({ routes: router.routes, isOnline: () => true }, '/nowhere');
    expect([shell, home, bonus].every((load) => load.mock.calls.length === 0)).toBe(true);
  });

  it('drops a failed download: the navigation after it loads the page itself', async () => {
    const { router, home } = routerWith();
    home.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      preloadPage({ routes: router.routes, isOnline: () => true }, '/user/home');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      await router.navigate('/user/home');
      expect(router.state.location.pathname).toBe('/user/home');
      expect(router.state.navigation.location).toBeUndefined();
      expect(home).toHaveBeenCalledTimes(2);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('does not load a page again once the router has loaded it', async () => {
    const { router, home } = routerWith();
    await router.navigate('/user/home');
    expect(home).toHaveBeenCalledTimes(1);
    preloadPage({ routes: router.routes, isOnline: () => true }, '/user/home');
    expect(home).toHaveBeenCalledTimes(1);
  });
});
