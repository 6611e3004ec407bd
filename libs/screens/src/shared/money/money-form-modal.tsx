// A money form in its own modal (transfer, withdraw): the balances it needs are read first (skeleton, loader, error
// with retry), the modal cannot close while the request is on its way, and on success it gives way to the success
// dialog, whose acknowledgement closes it. Balances are not re-read here: the money hook refreshed them.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ModalDialog, Skeleton } from '@wallet/ui-kit';
import { QueryView, type QueryState } from '../query-view/query-view';
import { MoneyOutcomeDialogs } from './money-outcome-dialogs';
import { MoneyForm, type MoneyFormState } from './use-money-form';

export interface MoneyFormModalProps<D, F extends object, K extends string, Value> {
  money: MoneyFormState<F, K, Value>;
  title: string;
  /** The reads the form needs (balances, limits). */
  query: QueryState<D>;
  /** Height of the placeholder while they load (px), the form's own. */
  skeletonHeight: number;
  className: string;
  successTitle: ReactNode;
  successMessage?: ReactNode;
  onClose: () => void;
  /** The fields and the confirm button, from the loaded data. */
  children: (data: D) => ReactNode;
}

export function MoneyFormModal<D, F extends object, K extends string, Value>({
  money,
  title,
  query,
  skeletonHeight,
  className,
  successTitle,
  successMessage,
  onClose,
  children,
}: MoneyFormModalProps<D, F, K, Value>) {
  const { t } = useLingui();
  const close = () => {
    if (!money.pending) onClose();
  };
  return (
    <>
      <ModalDialog open={!money.outcome.succeeded} onClose={close} title={title}>
        <QueryView
          query={query}
          skeleton={<Skeleton shape="block" height={skeletonHeight} />}
          loadingLabel={t`Loading your balances`}
          errorTitle={t`Your balances could not be loaded`}
          headingLevel={3}
        >
          {(data) => (
            <MoneyForm money={money} className={className}>
              {children(data)}
            </MoneyForm>
          )}
        </QueryView>
      </ModalDialog>
      <MoneyOutcomeDialogs
        outcome={money.outcome}
        successTitle={successTitle}
        {...(successMessage ? { successMessage } : {})}
        onSuccessAcknowledged={onClose}
      />
    </>
  );
}
