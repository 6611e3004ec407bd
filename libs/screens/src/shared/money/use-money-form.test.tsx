import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildMoneyResponse } from '@wallet/api-client/testing';
import { useWithdraw } from '@wallet/api-client/react';
import { Button, TextField } from '@wallet/ui-kit';
import { json, type FakeRoute } from '../../testing/render-app';
import { renderWithProviders, shownAlerts } from '../../testing/render-with-providers';
import { MoneyOutcomeDialogs } from './money-outcome-dialogs';
import { MoneyForm, useMoneyForm, type MoneyFormOptions } from './use-money-form';

const WITHDRAW = '/api/wallet/withdraw';
type Options = Pick<
  MoneyFormOptions<{ amount: string }, 'amount', number, never, never>,
  'success' | 'failure'
>;

/** A form of one field on the real useWithdraw hook: only the fields and the rule are the feature's. */
function Withdraw({ onSuccess, ...options }: Options & { onSuccess?: () => void }) {
  const money = useMoneyForm({
    initialValues: { amount: '' },
    validate: (values) =>
      Number(values.amount) > 0
        ? { ok: true as const, value: Number(values.amount) }
        : { ok: false as const, errors: { amount: { id: 'validation.required' as const } } },
    mutation: useWithdraw(),
    toInput: (amount) => ({ amount }),
    ...options,
    ...(onSuccess ? { onSuccess } : {}),
  });
  return (
    <>
      <MoneyForm money={money}>
        <TextField label="Amount" {...money.form.textField('amount')} />
        <Button type="submit" loading={money.pending}>
          Confirm
        </Button>
      </MoneyForm>
      <MoneyOutcomeDialogs
        outcome={money.outcome}
        successTitle="Done"
        onSuccessAcknowledged={() => undefined}
      />
    </>
  );
}

async function render(options: Options & { onSuccess?: () => void }, withdraw: FakeRoute) {
  const rendered = await renderWithProviders(<Withdraw {...options} />, {
    routes: { [`POST ${WITHDRAW}`]: withdraw, 'GET /api/wallet': () => json({}) },
  });
  const sent = () => rendered.requests.filter((r) => new URL(r.url).pathname === WITHDRAW);
  fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '100' } });
  return { ...rendered, sent };
}

describe('useMoneyForm', () => {
  it('sends one request for 20 Enter presses, with its key in the header, and shows the success dialog', async () => {
    let answer!: () => void;
    const { sent } = await render(
      { success: 'dialog' },
      () => new Promise<Response>((resolve) => (answer = () => resolve(json(buildMoneyResponse())))),
    );
    const button = screen.getByRole('button', { name: 'Confirm' });
    const form = button.closest('form') as HTMLFormElement;
    for (let press = 0; press < 20; press += 1) fireEvent.submit(form);
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await sent()[0]?.json()).toEqual({ amount: 100 });
    // Busy, its name is 'Confirm' and the spinner's 'Loading': the same button, held from before.
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await screen.findByRole('alertdialog', { name: 'Done' })).toBeInTheDocument();
    expect(sent()).toHaveLength(1);
  });

  it("says a refusal under the form ('inline') and keeps what was typed", async () => {
    const onSuccess = vi.fn();
    await render({ failure: 'inline', onSuccess }, () =>
      json({ code: 'MONEY_NOT_ENOUGH', message: 'MONEY_NOT_ENOUGH' }, 400),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(shownAlerts()).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('100');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('by default says a refusal in the error dialog', async () => {
    await render({}, () => json({ code: 'MONEY_NOT_ENOUGH', message: 'MONEY_NOT_ENOUGH' }, 400));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('100');
  });
});
