// True Wallet gift link (docs/product.md#deposit): the trimmed link, checked for its shape, joined with the wallet account name
// and encrypted in the browser with the operator's public key before POST /api/wallet/truelink.
import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiKeys, useSendTrueLink } from '@wallet/api-client/react';
import {
  canSendGiftLink,
  giftLinkPayload,
  normalizeGiftLink,
  sealGiftEnvelope,
  type EnvelopeCrypto,
} from '@wallet/domain';
import { Button, TextField, useToast } from '@wallet/ui-kit';
import { useAppContext } from '../../shared/app-context';
import { FormError } from '../../shared/forms/form-error';
import { useDomainForm } from '../../shared/forms/use-domain-form';
import { fingerprintOf } from '../../shared/money/money-action-state';
import { UnknownResultNotice } from '../../shared/money/unknown-result-notice';
import { useMoneyAction } from '../../shared/money/use-money-action';
import { useDepositWatch } from '../../shared/money/use-deposit-watch';
import { useErrorText } from '../../shared/use-error-text';

interface GiftInput {
  link: string;
  walletAccountName: string;
}

export function GiftLinkForm({ walletAccountName }: { walletAccountName: string }) {
  const { t } = useLingui();
  const toast = useToast();
  const errorText = useErrorText();
  const { config } = useAppContext();
  const send = useSendTrueLink();
  const [failure, setFailure] = useState<string | null>(null);
  // A retry of the same confirm re-sends the same envelope, so the server can replay it by its key.
  const sealed = useRef<{ fingerprint: string; envelope: string } | null>(null);
  // The wallet before the link was sent: the gift has landed once the wallet reads more than this.
  const deposits = useDepositWatch();
  const walletBefore = useRef<{ amount: number | null; key: string } | null>(null);

  const action = useMoneyAction({
    run: async (input: GiftInput, idempotencyKey: string) => {
      const fingerprint = fingerprintOf(input);
      if (sealed.current?.fingerprint !== fingerprint) {
        const subtle = globalThis.crypto?.subtle as EnvelopeCrypto | undefined;
        if (!subtle) throw new Error(t`This browser cannot encrypt the gift link. Please update it.`);
        const envelope = await sealGiftEnvelope(
          subtle,
          config.giftLinkPublicKey,
          giftLinkPayload(input.link, input.walletAccountName),
        );
        sealed.current = { fingerprint, envelope };
      }
      walletBefore.current = { amount: deposits.walletAmount(), key: idempotencyKey };
      return send.mutateAsync({ link: sealed.current.envelope, idempotencyKey });
    },
    onSuccess: () => {
      sealed.current = null;
      setFailure(null);
      form.reset();
      toast.success(t`Gift link received. The amount arrives in your wallet within 1 minute.`);
      const sent = walletBefore.current;
      if (sent && sent.amount !== null)
        deposits.watch(`gift:${sent.key}`, { kind: 'gift-link', walletBefore: sent.amount });
    },
    onFailure: (error) => setFailure(errorText(error)),
    recheck: [apiKeys.wallet],
  });

  const form = useDomainForm({
    initialValues: { link: '' },
    validate: (values) => {
      const link = normalizeGiftLink(values.link);
      return link
        ? { ok: true as const, value: link }
        : { ok: false as const, errors: { link: { id: 'error.TRUELINK_INVALID' as const } } };
    },
    submit: (link: string) => {
      setFailure(null);
      return action.confirm({ link, walletAccountName });
    },
  });

  return (
    <form className="wl-form" noValidate onSubmit={form.handleSubmit}>
      <TextField
        {...form.textField('link')}
        label={t`Gift link`}
        hint={t`Paste the whole link, like https://gift.truemoney.com/campaign/?v=…`}
        inputMode="url"
        autoComplete="off"
      />
      <FormError message={failure} />
      <Button
        type="submit"
        loading={action.pending || form.pending}
        disabled={!canSendGiftLink(form.values.link)}
      >
        <Trans>Send gift link</Trans>
      </Button>
      <UnknownResultNotice status={action.status} />
    </form>
  );
}
