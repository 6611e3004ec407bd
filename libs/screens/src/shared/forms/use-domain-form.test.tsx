import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@wallet/api-client';
import { validateLogin, type LoginInput } from '@wallet/domain';
import { Button, TextField } from '@wallet/ui-kit';
import { renderWithProviders, shownAlerts } from '../../testing/render-with-providers';
import { FormError } from './form-error';
import { useDomainForm, type DomainFormOptions } from './use-domain-form';

type Options = Partial<DomainFormOptions<LoginInput, 'username' | 'password', LoginInput, string>>;

function LoginForm(props: Options & { submit: (value: LoginInput) => Promise<string> }) {
  const form = useDomainForm({
    initialValues: { username: '', password: '' },
    validate: validateLogin,
    ...props,
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <TextField label="Phone" {...form.textField('username')} />
      <TextField label="Password" {...form.textField('password')} />
      <FormError message={form.serverError} />
      <Button type="submit" loading={form.pending}>
        Log in
      </Button>
    </form>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('useDomainForm', () => {
  it("shows the domain's messages in the player's language and sends nothing", async () => {
    const submit = vi.fn(() => Promise.resolve('ok'));
    await renderWithProviders(<LoginForm submit={submit} />, { locale: 'th' });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('กรุณากรอกข้อมูลนี้')).toHaveLength(2);
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends one request for 20 rapid submits and passes the normalized value', async () => {
    let answer!: (value: string) => void;
    const submit = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const onSuccess = vi.fn();
    await renderWithProviders(<LoginForm submit={submit} onSuccess={onSuccess} />);
    type('Phone', ' 0812345678 ');
    type('Password', 'demo1234');
    const form = screen.getByRole('button', { name: 'Log in' }).closest('form') as HTMLFormElement;
    for (let press = 0; press < 20; press += 1) fireEvent.submit(form);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]).toEqual([
      { username: '0812345678', password: 'demo1234' },
      expect.anything(),
    ]);
    await act(async () => answer('token'));
    expect(onSuccess).toHaveBeenCalledWith('token', { username: '0812345678', password: 'demo1234' });
  });

  it("keeps what was typed and shows the server's error translated", async () => {
    const submit = vi.fn(() =>
      Promise.reject(new ApiError({ status: 401, code: 'WRONG_CREDENTIAL', message: 'WRONG_CREDENTIAL' })),
    );
    await renderWithProviders(<LoginForm submit={submit} />, { locale: 'en' });
    type('Phone', '0812345678');
    type('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(shownAlerts()[0]).toHaveTextContent('Incorrect phone number or password'));
    expect(screen.getByLabelText('Phone')).toHaveValue('0812345678');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
  });

  it('stops silently while incomplete, hands failures to onError and resets after success when asked', async () => {
    const submit = vi
      .fn<(value: LoginInput) => Promise<string>>()
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValueOnce('ok');
    const onError = vi.fn();
    await renderWithProviders(
      <LoginForm submit={submit} onError={onError} resetOnSuccess isIncomplete={(v) => v.password === ''} />,
    );
    type('Phone', '0812345678');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(submit).not.toHaveBeenCalled();
    expect(shownAlerts()).toHaveLength(0);
    type('Password', 'demo1234');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(shownAlerts()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue(''));
  });
});
