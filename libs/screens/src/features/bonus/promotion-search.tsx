// Promotion code search (docs/product.md#bonus): the code is upper-cased as typed and required; a searching message
// while the lookup runs, a not-found message for NO_PROMOTION with its next step, and a found promotion with its sanitized description,
// the notice with %percentFail% filled, and Activate (one request per tap).
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActivatePromotion, useFindPromotion, useLookupNotice } from '@wallet/api-client/react';
import { fillPercentFail, normalizePromotionCode, validatePromotionCode } from '@wallet/domain';
import { Button, ErrorMessage, Spinner, TextField, useToast } from '@wallet/ui-kit';
import { AlertDialog } from '../../shared/alert-dialog/lazy-alert-dialog';
import { useReplayedSubmit } from '../../shared/forms/pending-submit';
import { useDomainForm } from '../../shared/forms/use-domain-form';
import { UnknownResultNotice } from '../../shared/money/unknown-result-notice';
import { useMoneyAction } from '../../shared/money/use-money-action';
import { useRefusal } from '../../shared/use-error-text';
import { RefusalText } from '../../shared/refusal-text';
import { ServerHtml } from '../../shared/server-html';

export function PromotionSearch() {
  const { t } = useLingui();
  const refusal = useRefusal();
  const toast = useToast();
  const [searched, setSearched] = useState('');
  // The failure itself, read into texts at render: its next step may arrive after it (use-error-text.ts).
  const [activationFailure, setActivationError] = useState<{ error: unknown } | null>(null);
  const activationError = activationFailure ? refusal(activationFailure.error) : null;
  const found = useFindPromotion(searched);
  const notice = useLookupNotice({ retry: false });
  const activate = useActivatePromotion();

  const form = useDomainForm({
    initialValues: { code: '' },
    validate: ({ code }) => validatePromotionCode(code),
    submit: async (code) => {
      if (code === searched) await found.refetch();
      else setSearched(code);
    },
  });

  const action = useMoneyAction({
    mutation: activate,
    onSuccess: () => toast.success(t`Promotion activated`),
    onFailure: (error) => setActivationError({ error }),
  });

  const codeField = form.textField('code');
  // Search tapped on the prerendered page before the app started: searched now, for what was typed. The page's own
  // script has started that lookup at the tap (as the code is sent: trimmed, upper case); the search takes its answer.
  const replay = useReplayedSubmit('promotion-search', () => form.handleSubmit(), {
    earlyRead: '/api/promotion/find/{code|upper}',
  });

  return (
    <section className="wl-bonus__panel" aria-labelledby="wl-promotion-title">
      <h2 id="wl-promotion-title" className="wl-bonus__heading">
        <Trans>Promotion code</Trans>
      </h2>
      <form {...replay} className="wl-form wl-bonus__search" onSubmit={form.handleSubmit} noValidate>
        <TextField
          label={t`Promotion code`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          {...codeField}
          // Forced to upper case as the player types (docs/product.md#bonus).
          onChange={(event) => form.setValue('code', event.target.value.toUpperCase())}
        />
        <Button type="submit" loading={found.isFetching}>
          <Trans>Search</Trans>
        </Button>
      </form>
      <div className="wl-bonus__result" aria-live="polite">
        {searched === '' ? null : found.isFetching ? (
          <p role="status" className="wl-bonus__searching">
            <Spinner size="sm" /> <Trans>Searching for the promotion…</Trans>
          </p>
        ) : found.isError ? (
          // NO_PROMOTION reads "Promotion not found" in the player's language, with where to check the code;
          // other failures their own text and step.
          <ErrorMessage
            className="wl-bonus__not-found"
            role="status"
            message={refusal(found.error).text}
            nextStep={refusal(found.error).nextStep}
          />
        ) : found.data ? (
          <article className="wl-bonus__promotion" aria-labelledby="wl-promotion-found">
            <h3 id="wl-promotion-found" className="wl-bonus__subheading">
              {normalizePromotionCode(searched)}
            </h3>
            <ServerHtml html={found.data.description} className="wl-bonus__html" />
            {notice.data ? (
              <p className="wl-bonus__notice">
                {fillPercentFail(notice.data.notice, found.data.percentFail)}
              </p>
            ) : null}
            <Button loading={action.pending} onClick={() => void action.confirm({ code: searched })}>
              <Trans>Activate promotion</Trans>
            </Button>
            <UnknownResultNotice status={action.status} />
          </article>
        ) : null}
      </div>
      <AlertDialog
        open={activationError !== null}
        tone="error"
        title={t`The promotion could not be activated`}
        message={
          activationError ? (
            <RefusalText text={activationError.text} nextStep={activationError.nextStep} />
          ) : (
            ''
          )
        }
        onConfirm={() => setActivationError(null)}
      />
    </section>
  );
}
