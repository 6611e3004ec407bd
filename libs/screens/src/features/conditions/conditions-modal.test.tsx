import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildConditionsLookup, buildProfile, buildWalletResponse } from '@wallet/api-client/testing';
import { json, renderApp, type FakeRoute } from '../../testing/render-app';
import { expectProbeSanitized, SERVER_HTML_PROBE } from '../../testing/server-html-probe';

// Player routes load lazily; on a busy shared machine the first screen may take a few seconds.
const LAZY_ROUTE_MS = 5000;

const profile = buildProfile();
function playerRoutes(conditions: string[]): Record<string, FakeRoute> {
  return {
    'GET /api/account/profile': () => json(profile),
    'GET /api/wallet': () => json(buildWalletResponse({ profile })),
    'GET /api/lookup/conditions': () => json(buildConditionsLookup({ conditions })),
  };
}

async function openConditions(conditions: string[]) {
  sessionStorage.setItem('token', 'token-1');
  const rendered = await renderApp('/user/home', playerRoutes(conditions), { locale: 'en' });
  const menu = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: LAZY_ROUTE_MS });
  await userEvent.setup().click(within(menu).getByRole('button', { name: 'Conditions' }));
  const dialog = await screen.findByRole('dialog', { name: 'Conditions' });
  return { ...rendered, dialog };
}

describe('conditions modal', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sits in the bottom bar between profile and statement and lists the server conditions', async () => {
    const { dialog, requests } = await openConditions(buildConditionsLookup().conditions);
    const items = within(screen.getByRole('navigation', { name: 'Main menu' })).getAllByRole('listitem');
    const labels = items.map((item) => item.textContent);
    expect(labels.indexOf('Conditions')).toBe(labels.indexOf('Profile') + 1);
    expect(labels.indexOf('Conditions')).toBeLessThan(labels.indexOf('Statement'));
    const conditions = await within(dialog).findAllByRole('listitem');
    expect(conditions.map((c) => c.textContent)).toEqual([
      'Deposits arrive in the wallet within 1 minute.',
      'One account per person.',
    ]);
    expect(requests.filter((r) => r.url.endsWith('/api/lookup/conditions'))).toHaveLength(1);
  });

  it('numbers the conditions in an ordered list', async () => {
    const { dialog } = await openConditions(['<p>One account per person.</p>', '<p>No bots.</p>']);
    expect(within(dialog).getByRole('list').tagName).toBe('OL');
  });

  it('does not number again conditions whose strings carry their own numbers ("1. 1. …")', async () => {
    const numbered = await openConditions(['<p>1. One account per person.</p>', '<p>2. No bots.</p>']);
    const list = within(numbered.dialog).getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(list).toHaveClass('wl-conditions--own-numbers');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1. One account per person.', '2. No bots.']);
  });

  it('closes on its close button', async () => {
    const { dialog } = await openConditions(['<p>Only one</p>']);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Conditions' })).not.toBeInTheDocument();
  });

  it('renders each condition through SanitizedHtml; nothing of them runs', async () => {
    const dialogs = ['alert', 'confirm', 'prompt'] as const;
    const spies = dialogs.map((name) => vi.spyOn(window, name).mockImplementation(() => undefined as never));
    const { dialog } = await openConditions([SERVER_HTML_PROBE, '<p>Safe <strong>closing</strong> line</p>']);
    expect(await within(dialog).findByText('closing')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    expectProbeSanitized(document.body);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});
