// The deposit dialog's first screen: one large button per method, named by the method, with a line on what it is.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { DepositMethod } from './deposit-methods';

function MethodButton({
  title,
  description,
  focus,
  onClick,
}: {
  title: string;
  description: ReactNode;
  focus: boolean;
  onClick: () => void;
}) {
  const descriptionId = useId();
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  // The button is named by the method alone (its visible text); the line under it describes it. The button's
  // ::after covers the whole card, so a tap anywhere on it chooses the method.
  return (
    <li className="wl-deposit-method">
      <button
        ref={ref}
        type="button"
        className="wl-deposit-method__button"
        aria-describedby={descriptionId}
        onClick={onClick}
      >
        {title}
      </button>
      <span id={descriptionId} className="wl-deposit-method__text">
        {description}
      </span>
      <span aria-hidden="true" className="wl-deposit-method__arrow">
        ›
      </span>
    </li>
  );
}

export function DepositMethodChoice({
  methods,
  giftLink,
  focus,
  onChoose,
}: {
  methods: readonly DepositMethod[];
  /** The True Wallet method takes gift links (else only transfers to the wallet). */
  giftLink: boolean;
  /** The method the player came back from: its button takes the focus. */
  focus: DepositMethod | null;
  onChoose: (method: DepositMethod) => void;
}) {
  const { t } = useLingui();
  const texts: Record<DepositMethod, { title: string; description: string }> = {
    qr: { title: t`QR payment`, description: t`Scan the code with your bank app.` },
    bank: { title: t`Bank transfer`, description: t`Transfer to one of our bank accounts.` },
    wallet: {
      title: t`True Wallet`,
      description: giftLink ? t`Send a True Wallet gift link.` : t`Transfer from your True Wallet.`,
    },
    slip: {
      title: t`Upload a slip`,
      description: t`Paid from another account, or the money has not arrived?`,
    },
  };
  return (
    <nav aria-label={t`Deposit methods`}>
      <ul className="wl-deposit__methods">
        {methods.map((method) => (
          <MethodButton
            key={method}
            title={texts[method].title}
            description={texts[method].description}
            focus={focus === method}
            onClick={() => onChoose(method)}
          />
        ))}
      </ul>
    </nav>
  );
}
