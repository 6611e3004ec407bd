import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@wallet/api-client';
import { renderWithProviders, shownAlerts } from '../../testing/render-with-providers';
import { QueryView, combinedFetchStatus, type QueryState } from './query-view';

const state = <T,>(patch: Partial<QueryState<T>>): QueryState<T> => ({
  data: undefined,
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
  ...patch,
});

describe('QueryView', () => {
  it('shows the skeleton at once and the loader only after 200 ms', async () => {
    vi.useFakeTimers();
    try {
      await renderWithProviders(
        <QueryView
          query={state<string[]>({ isPending: true })}
          skeleton={<p>skeleton</p>}
          loadingLabel="Loading games"
        >
          {(games) => <p>{games.join()}</p>}
        </QueryView>,
      );
      expect(screen.getByText('skeleton')).toBeInTheDocument();
      expect(screen.queryByText('Loading games')).not.toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(199));
      expect(screen.queryByText('Loading games')).not.toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(2));
      expect(screen.getByText('Loading games').closest('[role="status"]')).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a read waiting for the network (offline) says so in the player language, without a spinner', async () => {
    await renderWithProviders(
      <QueryView
        query={state<string[]>({ isPending: true, fetchStatus: 'paused' })}
        skeleton={<p>skeleton</p>}
        loadingLabel="Loading games"
      >
        {(games) => <p>{games.join()}</p>}
      </QueryView>,
      { locale: 'th' },
    );
    expect(screen.getByText('ข้อมูลนี้จะโหลดเมื่อคุณกลับมาออนไลน์')).toHaveAttribute('role', 'status');
    expect(screen.getByText('skeleton')).toBeInTheDocument();
    expect(screen.queryByText('Loading games')).not.toBeInTheDocument();
  });

  it('shows a translated error with a retry', async () => {
    const refetch = vi.fn();
    const error = new ApiError({ status: 400, code: 'NO_DATA', message: 'NO_DATA' });
    await renderWithProviders(
      <QueryView
        query={state<string>({ isError: true, error, refetch })}
        skeleton={null}
        errorTitle="No games"
      >
        {(value) => value}
      </QueryView>,
      { locale: 'th' },
    );
    const [alert] = shownAlerts();
    expect(alert).toHaveTextContent('No games');
    expect(alert).not.toHaveTextContent('NO_DATA');
    fireEvent.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('is quiet (a status, not an alert) for reads the product swallows', async () => {
    await renderWithProviders(
      <QueryView query={state<string>({ isError: true, error: new Error('x') })} skeleton={null} quiet>
        {(value) => value}
      </QueryView>,
    );
    expect(shownAlerts()).toHaveLength(0);
    expect(screen.getByText('This could not be loaded').closest('[role="status"]')).not.toBeNull();
  });

  it('shows the empty state or the data, and keeps data on screen when a refetch fails', async () => {
    const { rerender } = await renderWithProviders(
      <QueryView
        query={state({ data: [] as string[] })}
        skeleton={null}
        isEmpty={(d) => d.length === 0}
        empty={<p>none</p>}
      >
        {(games) => <p>{games.join()}</p>}
      </QueryView>,
    );
    expect(screen.getByText('none')).toBeInTheDocument();
    rerender(
      <QueryView query={state({ data: ['pg'], isError: true, error: new Error('x') })} skeleton={null}>
        {(games) => <p>{games.join()}</p>}
      </QueryView>,
    );
    expect(screen.getByText('pg')).toBeInTheDocument();
    expect(shownAlerts()).toHaveLength(0);
  });
});

describe('combinedFetchStatus', () => {
  it('is paused while any read waits for the network, fetching while any fetches, else idle', () => {
    expect(combinedFetchStatus([{ fetchStatus: 'idle' }, { fetchStatus: 'paused' }])).toBe('paused');
    expect(combinedFetchStatus([{ fetchStatus: 'fetching' }, { fetchStatus: 'paused' }])).toBe('paused');
    expect(combinedFetchStatus([{ fetchStatus: 'idle' }, { fetchStatus: 'fetching' }])).toBe('fetching');
    expect(combinedFetchStatus([{ fetchStatus: 'idle' }, { fetchStatus: 'idle' }])).toBe('idle');
    expect(combinedFetchStatus([])).toBeUndefined();
  });
});
