import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildCoupon, buildCouponClaimResponse } from '@wallet/api-client/testing';
import { json } from '../../testing/render-app';
import { createTestProviders } from '../../testing/render-with-providers';
import { expectProbeSanitized, SERVER_HTML_PROBE } from '../../testing/server-html-probe';
import { ClaimModal } from './claim-modal';

const couponWith = (htmlDescription: string | null, _id = 'c1') =>
  buildCoupon({ _id, prize: { name: 'Lucky wheel', slice: { label: '50 credit', htmlDescription } } });

describe('ClaimModal', () => {
  it('renders the slice description through SanitizedHtml; nothing of it runs', async () => {
    const dialogs = ['alert', 'confirm', 'prompt'] as const;
    const spies = dialogs.map((name) => vi.spyOn(window, name).mockImplementation(() => undefined as never));
    const { Providers } = await createTestProviders({ locale: 'en' });
    const noop = () => undefined;
    render(
      <Providers>
        <ClaimModal coupon={couponWith(SERVER_HTML_PROBE)} onClose={noop} onClaimed={noop} onRefused={noop} />
      </Providers>,
    );
    const dialog = await screen.findByRole('dialog', { name: '50 credit' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expectProbeSanitized(dialog);
    expectProbeSanitized(document.body);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    spies.forEach((spy) => spy.mockRestore());
  });

  it('sends one claim 500 ms after the last of 20 rapid confirms, with an Idempotency-Key', async () => {
    const onClaimed = vi.fn();
    const { Providers, requests } = await createTestProviders({
      locale: 'en',
      routes: { 'POST /api/spinwheel/coupon/claim': () => json(buildCouponClaimResponse()) },
    });
    render(
      <Providers>
        <ClaimModal
          coupon={couponWith(null)}
          onClose={() => undefined}
          onClaimed={onClaimed}
          onRefused={() => undefined}
        />
      </Providers>,
    );
    const user = userEvent.setup();
    const confirm = within(screen.getByRole('dialog', { name: '50 credit' })).getByRole('button', {
      name: 'Confirm',
    });
    const started = Date.now();
    for (let i = 0; i < 20; i += 1) await user.click(confirm);
    await vi.waitFor(() => expect(onClaimed).toHaveBeenCalledOnce(), { timeout: 3000 });
    const claims = requests.filter((r) => new URL(r.url).pathname === '/api/spinwheel/coupon/claim');
    expect(claims).toHaveLength(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(claims[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
