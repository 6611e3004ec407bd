import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Link, Outlet, type RouteObject } from 'react-router';
import { AppRoutes, createAppRouter, lazyRoutePage, routerReady, type AppRouter } from './app-router';

/** A download the test lets finish (or fail) when it wants. */
function deferredPage(name: string) {
  let finish!: (page: ComponentType) => void;
  let fail!: (error: unknown) => void;
  const load = vi.fn(
    () =>
      new Promise<ComponentType>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      }),
  );
  const Page = () => <h1>{name}</h1>;
  return {
    load,
    finish: () => finish(Page),
    fail: (error: unknown) => fail(error),
  };
}

function lazy(load: () => Promise<ComponentType>): Pick<RouteObject, 'element' | 'handle'> {
  const page = lazyRoutePage(load);
  return { element: page.element, handle: { page } };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function table() {
  const shell = deferredPage('shell');
  const home = deferredPage('home');
  const bonus = deferredPage('bonus');
  const routes: RouteObject[] = [
    { path: '/login', element: <h1>login</h1> },
    {
      path: '/user',
      children: [
        {
          ...lazy(shell.load),
          children: [
            { path: 'home', ...lazy(home.load) },
            { path: 'bonus', ...lazy(bonus.load) },
          ],
        },
      ],
    },
  ];
  return { routes, shell, home, bonus };
}

describe('createAppRouter', () => {
  it('is ready once the first location’s pages are loaded, all asked for at once', async () => {
    const { routes, shell, home } = table();
    const router = createAppRouter(routes, { initialEntries: ['/user/home'] });
    const ready = vi.fn();
    void routerReady(router).then(ready);
    // The shell and its page download side by side, not one after the other.
    expect(shell.load).toHaveBeenCalledTimes(1);
    expect(home.load).toHaveBeenCalledTimes(1);
    expect(router.state.initialized).toBe(false);
    shell.finish();
    await tick();
    expect(ready).not.toHaveBeenCalled();
    home.finish();
    await tick();
    expect(ready).toHaveBeenCalled();
    expect(router.state).toMatchObject({ initialized: true, location: { pathname: '/user/home' } });
  });

  it('keeps the previous location on screen while the next one’s code downloads', async () => {
    const { routes, shell, home } = table();
    const router = createAppRouter(routes, { initialEntries: ['/login'] });
    expect(router.state.initialized).toBe(true);
    const shown = router.navigate('/user/home', { state: { from: 'login' } });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.navigation.location?.pathname).toBe('/user/home');
    shell.finish();
    home.finish();
    await shown;
    expect(router.state.location).toMatchObject({ pathname: '/user/home', state: { from: 'login' } });
    expect(router.state.navigation.location).toBeUndefined();
  });

  it('shows the latest navigation when an earlier one is still downloading', async () => {
    const { routes, shell, home, bonus } = table();
    const router = createAppRouter(routes, { initialEntries: ['/login'] });
    void router.navigate('/user/home');
    const last = router.navigate('/user/bonus');
    shell.finish();
    bonus.finish();
    await last;
    home.finish();
    await tick();
    expect(router.state.location.pathname).toBe('/user/bonus');
  });

  it('shows a location whose code failed (its error screen) and downloads it again on the next visit', async () => {
    const { routes, shell, home } = table();
    const router = createAppRouter(routes, { initialEntries: ['/login'] });
    const shown = router.navigate('/user/home');
    shell.finish();
    home.fail(new TypeError('Failed to fetch dynamically imported module'));
    await shown;
    expect(router.state.location.pathname).toBe('/user/home');
    expect(router.state.failure?.error).toBeInstanceOf(TypeError);
    void router.navigate('/login');
    expect(router.state.failure).toBeUndefined();
    void router.navigate('/user/home');
    expect(home.load).toHaveBeenCalledTimes(2);
  });

  it('navigates at once to loaded pages, replaces and goes back', async () => {
    const { routes, shell, home } = table();
    const router = createAppRouter(routes, { initialEntries: ['/login', '/user/home'] });
    shell.finish();
    home.finish();
    await routerReady(router);
    await router.navigate('/login', { replace: true });
    expect(router.state.location.pathname).toBe('/login');
    await router.navigate('/user/home');
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('AppRoutes', () => {
  function renderRouter(router: AppRouter) {
    return render(
      <AppRoutes router={router} errorScreen={(error) => <p role="alert">{(error as Error).message}</p>} />,
    );
  }

  it('renders the location, follows links, and shows the error screen until the next location', async () => {
    const Shell = () => (
      <>
        <Link to="/user/home">home</Link> <Link to="/user/broken">broken</Link>
        <Outlet />
      </>
    );
    const broken = deferredPage('broken');
    const routes: RouteObject[] = [
      {
        path: '/user',
        element: <Shell />,
        children: [
          { path: 'home', element: <h1>home</h1> },
          { path: 'broken', ...lazy(broken.load) },
        ],
      },
    ];
    const router = createAppRouter(routes, { initialEntries: ['/user/home'] });
    renderRouter(router);
    expect(screen.getByRole('heading', { name: 'home' })).toBeTruthy();

    await act(async () => {
      screen.getByRole('link', { name: 'broken' }).click();
      broken.fail(new Error('could not download'));
      await tick();
    });
    expect(screen.getByRole('alert').textContent).toBe('could not download');

    await act(async () => {
      await router.navigate('/user/home');
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'home' })).toBeTruthy();
  });

  it('shows the error screen for a page that throws while rendering', () => {
    const Broken = () => {
      throw new Error('render failed');
    };
    const router = createAppRouter([{ path: '*', element: <Broken /> }], { initialEntries: ['/x'] });
    // React reports the error its boundary caught.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRouter(router);
    expect(screen.getByRole('alert').textContent).toBe('render failed');
    reported.mockRestore();
  });
});
