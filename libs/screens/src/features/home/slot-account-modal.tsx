// Slot account modal (docs/product.md#games): a game's username and password (each copyable, the password hidden until
// revealed), web / Android / iOS links when present, and Reset password (confirm, then the account is refetched).
import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useGameAccount, useResetGamePassword } from '@wallet/api-client/react';
import { isSafeUrl } from '@wallet/domain';
import { AlertDialog, Button, CopyButton, ModalDialog, Skeleton, useToast } from '@wallet/ui-kit';
import { QueryView } from '../../shared/query-view/query-view';
import { useErrorText } from '../../shared/use-error-text';

export interface SlotAccountModalProps {
  code: string;
  name: string;
  onClose: () => void;
}

export function SlotAccountModal({ code, name, onClose }: SlotAccountModalProps) {
  const { t } = useLingui();
  const toast = useToast();
  const errorText = useErrorText();
  const account = useGameAccount(code);
  const reset = useResetGamePassword();
  const [revealed, setRevealed] = useState(false);
  // Each Copy is described by the value it copies.
  const fieldsId = useId();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const runReset = () => {
    if (reset.isPending) return;
    reset.mutate(code, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t`The game password was reset.`);
      },
      onError: (error) => {
        setConfirming(false);
        setFailure(error);
      },
    });
  };

  return (
    <ModalDialog open onClose={onClose} title={t`${name} account`}>
      <QueryView
        query={account}
        loadingLabel={t`Loading the game account`}
        errorTitle={t`The game account could not be loaded`}
        headingLevel={3}
        skeleton={<Skeleton shape="block" height={180} />}
      >
        {(details) => {
          const links = [
            { label: t`Play on the web`, url: details.web },
            { label: t`Android app`, url: details.android },
            { label: t`iOS app`, url: details.ios },
          ].filter((link): link is { label: string; url: string } => !!link.url && isSafeUrl(link.url));
          return (
            <div className="wl-slot-account">
              <dl className="wl-slot-account__fields">
                <div className="wl-slot-account__row">
                  <dt>{t`Username`}</dt>
                  <dd>
                    <span className="wl-slot-account__value" id={`${fieldsId}-username`}>
                      {details.username}
                    </span>
                    <CopyButton
                      text={details.username}
                      variant="secondary"
                      aria-describedby={`${fieldsId}-username`}
                    >
                      {t`Copy username`}
                    </CopyButton>
                  </dd>
                </div>
                <div className="wl-slot-account__row">
                  <dt>{t`Password`}</dt>
                  <dd>
                    <span className="wl-slot-account__value" id={`${fieldsId}-password`}>
                      {revealed ? (
                        details.password
                      ) : (
                        <>
                          <span aria-hidden="true">••••••••</span>
                          <span className="wk-visually-hidden">{t`Hidden`}</span>
                        </>
                      )}
                    </span>
                    {/* Copy first, next to the value it copies (on a desktop too: docs/product.md#routes). */}
                    <CopyButton
                      text={details.password}
                      variant="secondary"
                      aria-describedby={`${fieldsId}-password`}
                    >
                      {t`Copy password`}
                    </CopyButton>
                    <Button
                      variant="secondary"

                      aria-pressed={revealed}
                      onClick={() => setRevealed((shown) => !shown)}
                    >
                      {t`Show password`}
                    </Button>
                  </dd>
                </div>
              </dl>
              {links.length > 0 ? (
                <ul className="wl-slot-account__links">
                  {links.map((link) => (
                    <li key={link.label}>
                      <a href={link.url} target="_blank" rel="noopener noreferrer">
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
              <Button variant="secondary" loading={reset.isPending} onClick={() => setConfirming(true)}>
                {t`Reset password`}
              </Button>
            </div>
          );
        }}
      </QueryView>
      <AlertDialog
        open={confirming}
        tone="confirm"
        title={t`Reset the password of ${name}?`}
        message={<Trans>The game will get a new password; the old one stops working.</Trans>}
        confirmLabel={t`Reset password`}
        cancelLabel={t`Keep password`}
        confirmBusy={reset.isPending}
        onConfirm={runReset}
        onCancel={() => {
          if (!reset.isPending) setConfirming(false);
        }}
      />
      <AlertDialog
        open={failure !== null}
        tone="error"
        title={t`The password was not reset`}
        message={failure !== null ? errorText(failure) : undefined}
        onConfirm={() => setFailure(null)}
      />
    </ModalDialog>
  );
}
