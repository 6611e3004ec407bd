// The fake server and providers of the React hook tests: routes by "METHOD path", counts the calls, and a query
// client whose app defaults would retry mutations (a money call must not).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createApiClient } from '../client';
import { ApiProvider } from './api-provider';

export type Route = (request: Request) => Response | Promise<Response>;

/** A fake server: routes by "METHOD path", counts calls, 404 NO_DATA otherwise. */
export function fakeServer(routes: Record<string, Route>) {
  const calls: string[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    calls.push(key);
    const route = routes[key];
    if (!route) return Response.json({ code: 'NO_DATA', message: 'NO_DATA' }, { status: 404 });
    return route(request);
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}

/** A client on the fake server inside the providers; `calls` lists what was sent. */
export function setup(routes: Record<string, Route>) {
  const server = fakeServer(routes);
  const client = createApiClient({ baseUrl: 'http://api.test', getToken: () => 'tok', fetch: server.fetch });
  // Queries retry by default in apps; mutations must not, whatever the app's defaults say.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: 3 } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  return { ...server, client, queryClient, wrapper };
}
