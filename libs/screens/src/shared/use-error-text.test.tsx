import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@lingui/react';
import { ApiError } from '@wallet/api-client';
import { ERROR_NEXT_STEPS, messageCatalogs } from '@wallet/domain';
import { activateLocale, createI18n } from '../i18n/i18n';
import { useRefusal } from './use-error-text';

function Refusal({ error }: { error: unknown }) {
  const refusal = useRefusal()(error);
  return (
    <p role="alert">
      <span>{refusal.text}</span>
      {refusal.nextStep ? <span data-step>{refusal.nextStep}</span> : null}
    </p>
  );
}

describe('a refusal’s texts', () => {
  it('shows the code’s own text at once and its next step once the steps’ table and texts are here', async () => {
    // The app's start: every page's texts only (no feature's, no part of the domain's).
    const i18n = createI18n();
    await activateLocale(i18n, 'th');
    const code = 'NO_PROMOTION';
    render(
      <I18nProvider i18n={i18n}>
        <Refusal error={new ApiError({ status: 400, code, message: code })} />
      </I18nProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(messageCatalogs.th[`error.${code}`]);
    const step = messageCatalogs.th[`next.${ERROR_NEXT_STEPS[code]}`];
    expect(await screen.findByText(step)).toBeInTheDocument();
    // Never the message id in place of a text.
    expect(alert.textContent).not.toMatch(/next\.|error\./);
  });
});
