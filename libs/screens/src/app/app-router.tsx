// The app's router: react-router's declarative core (Router, useRoutes, Link, useNavigate...) under a small store of
// our own that downloads the code of the routes a location matches before showing it, as react-router's data router
// did. The data router (createBrowserRouter) is 15 KB brotli of every page for what the app does not use (loaders,
// actions, fetchers, revalidation, hydration data); what the app used of it is here: lazy pages loaded all at once
// before a navigation shows (the old page stays until then), the pending location, one error screen for the table,
// and a router to navigate with from outside React (a session that ended, another tab's logout).
import {
  Component,
  startTransition,
  use,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  matchRoutes,
  Router,
  useRoutes,
  UNSAFE_createBrowserHistory,
  UNSAFE_createMemoryHistory,
  type Location,
  type NavigationType,
  type RouteMatch,
  type RouteObject,
  type To,
} from 'react-router';

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** A page whose code downloads on demand: its route renders it once loaded. */
export interface LazyRoutePage {
  /** Starts the download (again after a failure) or joins the one under way; resolves once the page can render. */
  preload(): Promise<void>;
  /** True once the code is here (the page renders at once). */
  readonly loaded: boolean;
  /** The last download's failure, until the next one starts. */
  readonly failure: { error: unknown } | undefined;
  /** The route's element: the page once loaded; suspends until then; throws a failed download to the error screen. */
  readonly element: ReactNode;
}

/** A promise React reads as already settled (`use` returns at once instead of suspending for a microtask). */
const SETTLED = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

export function lazyRoutePage(load: () => Promise<ComponentType>): LazyRoutePage {
  let Loaded: ComponentType | undefined;
  let failure: { error: unknown } | undefined;
  let pending: Promise<void> | undefined;
  const preload = (): Promise<void> => {
    if (Loaded) return Promise.resolve();
    if (!pending) {
      failure = undefined;
      pending = load().then(
        (page) => {
          Loaded = page;
        },
        (error: unknown) => {
          // Shown by the route that asked; the next navigation to it downloads it again.
          failure = { error };
          pending = undefined;
        },
      );
    }
    return pending;
  };
  function LazyPage() {
    // Rendered before the router loaded it (a story, a test): suspends until the download ends. `use` is called on
    // every render (React asks it of a component that suspended), with a settled promise once there is nothing to wait.
    use(Loaded || failure ? SETTLED : preload());
    if (failure) throw failure.error;
    const Page = Loaded;
    return Page ? <Page /> : null;
  }
  return {
    preload,
    get loaded() {
      return Loaded !== undefined;
    },
    get failure() {
      return failure;
    },
    element: <LazyPage />,
  };
}

/** What a route of the table may say of itself (`handle`): its page, if its code loads on demand. */
export interface AppRouteHandle {
  page?: LazyRoutePage;
}

/** The lazy pages of a location's matched routes. */
function pagesOf(matches: readonly RouteMatch[] | null): LazyRoutePage[] {
  return (matches ?? []).flatMap(({ route }) => {
    const page = (route.handle as AppRouteHandle | undefined)?.page;
    return page ? [page] : [];
  });
}

export interface AppRouterState {
  /** The location on screen. */
  location: Location;
  historyAction: NavigationType;
  /** The routes it matches (their `handle`s say whose texts they show). */
  matches: RouteMatch[];
  /** A location being opened while its pages' code downloads (the previous page stays on screen until then). */
  navigation: { location: Location | undefined };
  /** False until the first location's pages are loaded (the first render waits for it: routerReady). */
  initialized: boolean;
  /** Why the location's pages could not be shown (a download failed): the error screen shows instead. */
  failure: { error: unknown } | undefined;
}

export interface AppRouter {
  readonly routes: RouteObject[];
  readonly state: AppRouterState;
  /** The history Link and useNavigate go through. */
  readonly history: History;
  /** Opens `to` (a number: moves in the history); resolves once it is on screen. */
  navigate(to: To | number, options?: { replace?: boolean; state?: unknown }): Promise<void>;
  subscribe(listener: (state: AppRouterState) => void): () => void;
}

/** A router over the browser's history, or over a memory history starting at `initialEntries` (tests, prerender). */
export function createAppRouter(
  routes: RouteObject[],
  { initialEntries }: { initialEntries?: string[] } = {},
): AppRouter {
  const history: History = initialEntries
    ? UNSAFE_createMemoryHistory({ initialEntries, v5Compat: true })
    : UNSAFE_createBrowserHistory({ v5Compat: true });
  const listeners = new Set<(state: AppRouterState) => void>();
  const matchesOf = (location: Location) => matchRoutes(routes, location) ?? [];
  let state: AppRouterState = {
    location: history.location,
    historyAction: history.action,
    matches: matchesOf(history.location),
    navigation: { location: undefined },
    initialized: false,
    failure: undefined,
  };
  const publish = (next: AppRouterState) => {
    state = next;
    for (const listener of [...listeners]) listener(state);
  };
  let latest = 0;
  const show = (historyAction: NavigationType, location: Location) => {
    const id = ++latest;
    const matches = matchesOf(location);
    const pages = pagesOf(matches);
    const shown = () => {
      if (id !== latest) return;
      // Shown by the router, not thrown by the page: what failed is not a render error of React's to report.
      const failure = pages.find((page) => page.failure)?.failure;
      publish({
        location,
        historyAction,
        matches,
        navigation: { location: undefined },
        initialized: true,
        failure,
      });
    };
    if (pages.every((page) => page.loaded)) return shown();
    publish({ ...state, navigation: { location } });
    // All at once (a page and its shell), not one after the other as each would render; a failure shows on screen.
    void Promise.all(pages.map((page) => page.preload())).then(shown);
  };
  history.listen(({ action, location }) => show(action, location));
  show(history.action, history.location);

  const subscribe = (listener: (state: AppRouterState) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    routes,
    history,
    get state() {
      return state;
    },
    subscribe,
    navigate(to, options = {}) {
      if (typeof to === 'number') history.go(to);
      else if (options.replace) history.replace(to, options.state);
      else history.push(to, options.state);
      return when({ state, subscribe }, (next) => !next.navigation.location);
    },
  };
}

/** Resolves once the router has loaded the lazy pages of the current location (before the first render). */
export function routerReady(router: AppRouter): Promise<void> {
  return when(router, (state) => state.initialized);
}

/** Resolves once the router's state satisfies `done` (at once if it already does). */
function when(
  router: Pick<AppRouter, 'state' | 'subscribe'>,
  done: (state: AppRouterState) => boolean,
): Promise<void> {
  if (done(router.state)) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!done(state)) return;
      stop();
      resolve();
    });
  });
}

interface ErrorBoundaryProps {
  location: Location;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: { error: unknown } | undefined;
  location: Location;
}

/** The table's one error screen for a page that throws while rendering; the next location clears it. */
class RouteErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failed: { error } };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState) {
    return props.location === state.location ? null : { failed: undefined, location: props.location };
  }

  override render() {
    const { failed } = this.state;
    return failed ? this.props.fallback(failed.error) : this.props.children;
  }
}

function MatchedRoutes({ routes, location }: { routes: RouteObject[]; location: Location }) {
  return useRoutes(routes, location);
}

/**
 * Renders the router's location. A navigation is shown in a transition (React yields to the browser while the next
 * page renders, as the data router did).
 */
export function AppRoutes({
  router,
  errorScreen,
}: {
  router: AppRouter;
  errorScreen: (error: unknown) => ReactNode;
}) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const follow = (next: AppRouterState) => startTransition(() => setState(next));
    // A navigation between the first render and this effect (a redirect while hydrating) is not missed; the same
    // state again is no update.
    follow(router.state);
    return router.subscribe(follow);
  }, [router]);
  return (
    <Router location={state.location} navigationType={state.historyAction} navigator={router.history}>
      <RouteErrorBoundary location={state.location} fallback={errorScreen}>
        {state.failure ? (
          errorScreen(state.failure.error)
        ) : (
          <MatchedRoutes routes={router.routes} location={state.location} />
        )}
      </RouteErrorBoundary>
    </Router>
  );
}
