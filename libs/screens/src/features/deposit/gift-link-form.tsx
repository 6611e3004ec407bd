// True Wallet gift link (docs/product.md#deposit): the trimmed link, checked for its shape, joined with the wallet account name
// and encrypted in the browser with the operator's public key before POST /api/wallet/truelink.
import { useEffect, useRef, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSendTrueLink } from '@wallet/api-client/react';
import {
  canSendGiftLink,
  giftLinkPayload,
  normalizeGiftLink,
  sealGiftEnvelope,
  type EnvelopeCrypto,
} from '@wallet/domain';
import { Button, TextField, useToast } from '@wallet/ui-kit';
import { useAppContext } from '../../shared/app-context';
import { translate } from '../../i18n/translate';
import '../../shared/forms/forms.css';
import { fingerprintOf } from '../../shared/money/money-action-state';
import { useDepositWatch } from '../../shared/money/use-deposit-watch';
import { MoneyForm, useMoneyForm } from '../../shared/money/use-money-form';
import { RefusalText } from '../../shared/refusal-text';
import { giftLinkPublicKey } from './gift-link-key';

/** Names each sealed gift's deposit watch (one per confirm, kept by its retries, like the envelope). */
let giftsSealed = 0;

export function GiftLinkForm({ walletAccountName }: { walletAccountName: string }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const { config } = useAppContext();
  // A retry of the same confirm re-sends the same envelope, so the server can replay it by its key.
  const sealed = useRef<{ fingerprint: string; envelope: string; watchId: string } | null>(null);
  // The wallet before the link was sent: the gift has landed once the wallet reads more than this.
  const deposits = useDepositWatch();
  const walletBefore = useRef<{ amount: number | null; watchId: string } | null>(null);
  // The key comes while the player pastes the link, not after the confirm (a failed load is tried again then).
  useEffect(() => {
    giftLinkPublicKey(config).catch(() => undefined);
  }, [config]);

  const money = useMoneyForm({
    initialValues: { link: '' },
    validate: (values) => {
      const link = normalizeGiftLink(values.link);
      return link
        ? { ok: true as const, value: { link, walletAccountName } }
        : { ok: false as const, errors: { link: { id: 'error.TRUELINK_INVALID' as const } } };
    },
    mutation: useSendTrueLink(),
    toInput: async (input) => {
      const fingerprint = fingerprintOf(input);
      if (sealed.current?.fingerprint !== fingerprint) {
        const subtle = globalThis.crypto?.subtle as EnvelopeCrypto | undefined;
        if (!subtle) throw new Error(t`This browser cannot encrypt the gift link. Please update it.`);
        const envelope = await sealGiftEnvelope(
          subtle,
          await giftLinkPublicKey(config),
          giftLinkPayload(input.link, input.walletAccountName),
        );
        sealed.current = { fingerprint, envelope, watchId: `gift:${++giftsSealed}` };
      }
      walletBefore.current = { amount: deposits.walletAmount(), watchId: sealed.current.watchId };
      return { link: sealed.current.envelope };
    },
    failure: 'inline',
    onSuccess: () => {
      sealed.current = null;
      money.form.reset();
      toast.success(t`Gift link received. The amount arrives in your wallet within 1 minute.`);
      const sent = walletBefore.current;
      if (sent && sent.amount !== null)
        deposits.watch(sent.watchId, { kind: 'gift-link', walletBefore: sent.amount });
    },
  });
  const { form } = money;
  // A link refused here gets the expected form beside the catalogue's text (docs/product.md#errors).
  const linkField = form.textField('link');
  const linkError = linkField.error ? (
    <RefusalText
      text={linkField.error}
      nextStep={breakAfterSlashes(translate(i18n, { id: 'next.giftLinkForm' }))}
    />
  ) : undefined;

  return (
    <MoneyForm money={money}>
      <TextField
        {...linkField}
        error={linkError}
        label={t`Gift link`}
        hint={t`Paste the whole link, like https://gift.truemoney.com/campaign/?v=…`}
        inputMode="url"
        autoComplete="off"
      />
      <Button type="submit" loading={money.pending} disabled={!canSendGiftLink(form.values.link)}>
        <Trans>Send gift link</Trans>
      </Button>
    </MoneyForm>
  );
}

/**
 * A text with a URL in it, with a line-break opportunity after each "/": the expected link wraps on a phone instead of
 * running off the dialog (its text, and what a screen reader says, stay the same).
 */
function breakAfterSlashes(text: string): ReactNode[] {
  return text.split(/(?<=\/)/).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}
