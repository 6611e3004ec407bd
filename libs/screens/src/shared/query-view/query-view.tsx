// One way to show a server read: a skeleton of the final size at once, a loader only after 200 ms,
// a translated error with a retry, an empty state, or the data.
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, EmptyState, Loader } from '@wallet/ui-kit';
import { useErrorText } from '../use-error-text';
import './query-view.css';

/** The part of a TanStack Query result the view reads (any `useQuery` result fits). */
export interface QueryState<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  /** 'paused': the read waits for the network (offline) and runs by itself when it returns. */
  fetchStatus?: 'fetching' | 'paused' | 'idle';
  refetch: () => unknown;
}

/** Several reads shown as one view: paused while any of them waits for the network, else the first one's status. */
export function combinedFetchStatus(
  queries: readonly Pick<QueryState<unknown>, 'fetchStatus'>[],
): QueryState<unknown>['fetchStatus'] {
  if (queries.some((query) => query.fetchStatus === 'paused')) return 'paused';
  if (queries.some((query) => query.fetchStatus === 'fetching')) return 'fetching';
  return queries[0]?.fetchStatus;
}

export interface QueryViewProps<T> {
  query: QueryState<T>;
  /** Placeholder of the final size shown while nothing is loaded yet, so nothing moves when data arrives. */
  skeleton: ReactNode;
  /** Status text announced (and shown with a spinner) when loading takes longer than 200 ms. */
  loadingLabel?: string;
  /** Title of the error state; the server's translated message goes under it. */
  errorTitle?: ReactNode;
  /** A failed read that the product swallows (lists, lookups) is shown as a quiet status, not an alert. */
  quiet?: boolean;
  /** True when the loaded data has nothing to show; `empty` is rendered instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Heading level of the error and empty titles, to fit the page outline. */
  headingLevel?: 2 | 3;
  children: (data: T) => ReactNode;
}

export function QueryView<T>({
  query,
  skeleton,
  loadingLabel,
  errorTitle,
  quiet = false,
  isEmpty,
  empty,
  headingLevel = 2,
  children,
}: QueryViewProps<T>) {
  const { t } = useLingui();
  const errorText = useErrorText();

  // Data already on screen stays there when a later refetch fails: a stale figure beats a blank.
  if (query.data !== undefined) {
    if (isEmpty?.(query.data)) return <>{empty ?? <EmptyState headingLevel={headingLevel} />}</>;
    return <>{children(query.data)}</>;
  }
  if (query.isError) {
    return (
      <div className="wl-query-error" role={quiet ? 'status' : 'alert'}>
        <EmptyState
          headingLevel={headingLevel}
          title={errorTitle ?? <Trans>This could not be loaded</Trans>}
          description={errorText(query.error)}
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      </div>
    );
  }
  if (query.fetchStatus === 'paused') {
    return (
      <div className="wl-query-loading">
        <p className="wl-query-waiting" role="status">
          <Trans>This will load when you are back online.</Trans>
        </p>
        {skeleton}
      </div>
    );
  }
  return (
    <div className="wl-query-loading" aria-busy="true">
      {skeleton}
      <Loader active={query.isPending} label={loadingLabel ?? t`Loading`} />
    </div>
  );
}
