// Bank transfer list (docs/product.md#deposit): KBANK AUTO and every other bank, each row with the bank, holder, number (3-3-rest)
// and a copy button; players of KTB, TMB or BBL with a non-English name first give an English one.
import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DepositBank, DepositBankDetails } from '@wallet/api-client';
import { useProfile } from '@wallet/api-client/react';
import {
  formatAccountNumber,
  localizedBankName,
  needsEnglishAccountNameEdit,
  type Locale,
} from '@wallet/domain';
import { Button, CopyButton } from '@wallet/ui-kit';
import { useAppContext } from '../../shared/app-context';
import { EnglishNameModal } from './english-name-modal';

/** The parts of a deposit bank (the wire's `DepositBank`) this section shows. */
export type DepositBankRow = Pick<DepositBank, 'bankCode' | 'bank' | 'bankAccountName' | 'bankAccountNo'>;

/** The bank's name in the player's language; its code when the lookup gives no name at all. */
export function bankNameOf(row: { bankCode: string; bank: DepositBankDetails }, locale: Locale) {
  return localizedBankName(row.bank, locale) || row.bankCode;
}

function BankRow({
  row,
  needsName,
  waiting,
  onNeedName,
  copyNow,
  onCopied,
}: {
  row: DepositBankRow;
  needsName: boolean;
  /** The profile is still loading: whether the bank needs an English name is not known yet. */
  waiting: boolean;
  onNeedName: () => void;
  copyNow: boolean;
  onCopied: () => void;
}) {
  const { t } = useLingui();
  const { locale } = useAppContext();
  const copyRef = useRef<HTMLButtonElement>(null);
  const numberId = useId();
  const name = bankNameOf(row, locale);
  const shown = formatAccountNumber(row.bankAccountNo);
  // After the English-name detour the copy the player asked for happens by itself.
  useEffect(() => {
    if (copyNow && !needsName && copyRef.current) {
      copyRef.current.click();
      onCopied();
    }
  }, [copyNow, needsName, onCopied]);
  const label = (
    <>
      <Trans>Copy</Trans>
      <span className="wk-visually-hidden"> {t`account number ${shown} of ${name}`}</span>
    </>
  );
  return (
    <li className="wl-deposit-bank">
      <p className="wl-deposit-bank__who">
        <span className="wl-deposit-bank__name">{name}</span>{' '}
        <span className="wl-deposit-bank__holder">{row.bankAccountName}</span>
      </p>
      <p className="wl-deposit-bank__no" id={numberId}>
        {shown}
      </p>
      {needsName || waiting ? (
        <Button variant="secondary" disabled={waiting} onClick={onNeedName} aria-describedby={numberId}>
          {label}
        </Button>
      ) : (
        <CopyButton ref={copyRef} text={row.bankAccountNo} aria-describedby={numberId}>
          {label}
        </CopyButton>
      )}
    </li>
  );
}

export function BankTransferSection({
  banks,
  onUploadSlip,
}: {
  banks: readonly DepositBankRow[];
  onUploadSlip: () => void;
}) {
  const headingId = useId();
  const profile = useProfile();
  const [nameSaved, setNameSaved] = useState(false);
  const [asking, setAsking] = useState<number | null>(null);
  const [copyIndex, setCopyIndex] = useState<number | null>(null);
  const needsName =
    !nameSaved &&
    profile.data !== undefined &&
    needsEnglishAccountNameEdit({
      bankCode: profile.data.bankCode,
      bankAccountName: profile.data.bankAccountName,
    });
  return (
    <section className="wl-deposit__section" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Trans>Bank transfer</Trans>
      </h3>
      <ul className="wl-deposit__list wl-deposit__list--tight">
        {banks.map((row, index) => (
          <BankRow
            key={`${row.bankCode}-${row.bankAccountNo}`}
            row={row}
            needsName={needsName}
            // A copy before the profile arrives would skip the English-name question (docs/product.md#deposit: ask first).
            waiting={profile.isPending}
            onNeedName={() => setAsking(index)}
            copyNow={copyIndex === index}
            onCopied={() => setCopyIndex(null)}
          />
        ))}
      </ul>
      {/* Paid from another account, or the money has not arrived: the slip method, one tap away. */}
      <Button variant="secondary" className="wl-deposit__slip-link" onClick={onUploadSlip}>
        <Trans>Upload a slip</Trans>
      </Button>
      {asking !== null && profile.data ? (
        <EnglishNameModal
          open
          bankCode={profile.data.bankCode}
          onClose={() => setAsking(null)}
          onSaved={() => {
            setNameSaved(true);
            setCopyIndex(asking);
            setAsking(null);
          }}
        />
      ) : null}
    </section>
  );
}
