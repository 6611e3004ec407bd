// Gives the hooks the app's ApiClient through React context; the app owns the QueryClient.
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../client';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Makes `client` available to every api hook below it. Example: `<ApiProvider client={api}>...</ApiProvider>`. */
export function ApiProvider({ client, children }: { client: ApiClient; children?: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The ApiClient of the nearest ApiProvider; throws when there is none (a wiring bug, not a runtime state). */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient: wrap the tree in <ApiProvider client={...}>');
  return client;
}
