import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStatements } from '@wallet/api-client/react';
import { buildStatementItem, buildStatementList } from '@wallet/api-client/testing';
import { json } from '../../testing/render-app';
import { renderWithProviders, shownAlerts } from '../../testing/render-with-providers';
import { PagedTable, usePagedQuery } from './paged-table';

type Row = ReturnType<typeof buildStatementItem>;

function Statements({ quiet = false }: { quiet?: boolean }) {
  const paged = usePagedQuery(useStatements, { limit: 2 });
  return (
    <PagedTable
      paged={paged}
      rows={(data) => data.statements}
      total={(data) => data.total}
      caption="Transactions"
      columns={[
        { key: 'amount', header: 'Amount', isRowHeader: true, render: (row: Row) => String(row.amount) },
      ]}
      rowKey={(row) => row._id}
      errorTitle="The list could not be loaded"
      emptyTitle="Nothing yet"
      quiet={quiet}
    />
  );
}

describe('PagedTable', () => {
  it('asks the server for each page and keeps the previous rows while the next page loads', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { requests } = await renderWithProviders(<Statements />, {
      routes: {
        'POST /api/statement': async (request) => {
          const { page } = (await request.json()) as { page: number };
          if (page === 2) await gate;
          const rows = [
            buildStatementItem({ _id: `a${page}`, amount: page * 10 }),
            buildStatementItem({ _id: `b${page}`, amount: page * 10 + 1 }),
          ];
          return json(buildStatementList({ statements: rows, total: 4 }));
        },
      },
    });
    expect(await screen.findByRole('rowheader', { name: '10' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /2/ }));
    // While page 2 is on its way, page 1 stays on screen.
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(screen.getByRole('rowheader', { name: '10' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('rowheader', { name: '20' })).toBeInTheDocument();
    expect(await requests[1]?.json()).toEqual({ page: 2, limit: 2 });
  });

  it('shows a failed list with its translated reason and a retry, as an alert or quietly', async () => {
    let calls = 0;
    await renderWithProviders(<Statements />, {
      locale: 'en',
      routes: {
        'POST /api/statement': () => {
          calls += 1;
          return calls === 1
            ? json({ code: 'NO_DATA', message: 'NO_DATA' }, 400)
            : json(buildStatementList({ statements: [], total: 0 }));
        },
      },
    });
    await waitFor(() => expect(shownAlerts()[0]).toHaveTextContent('The list could not be loaded'));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing yet')).toBeInTheDocument();
    expect(shownAlerts()).toHaveLength(0);
  });

  it('keeps a swallowed list failure quiet', async () => {
    await renderWithProviders(<Statements quiet />, {
      routes: { 'POST /api/statement': () => json({ code: 'NO_DATA', message: 'NO_DATA' }, 400) },
    });
    const title = await screen.findByText('The list could not be loaded');
    expect(title.closest('[role="status"]')).not.toBeNull();
    expect(shownAlerts()).toHaveLength(0);
  });
});
