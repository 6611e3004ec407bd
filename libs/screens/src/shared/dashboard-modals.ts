// The modals the home dashboard opens. Each lives in its own feature; the composition root (app/) hands them to
// the home page (lazily loaded), so home never imports another feature.
import type { ComponentType } from 'react';

export interface DashboardModalProps {
  open: boolean;
  /** Closes the modal. Balances are not re-read here: each money hook refreshes what its call changed. */
  onClose: () => void;
  /**
   * What the same player had typed into this dialog when the server refused their session (carried through
   * /login): the form starts from it instead of empty. Never submitted by itself.
   */
  draft?: Record<string, string>;
}

export interface TransferModalProps extends DashboardModalProps {
  /** Game code preselected as To (a game card's Transfer action); the focus then goes to the amount. */
  presetTo?: string;
}

export interface DashboardModals {
  deposit?: ComponentType<DashboardModalProps>;
  transfer?: ComponentType<TransferModalProps>;
  withdraw?: ComponentType<DashboardModalProps>;
  /** Invite and refund show their banners first (when there are any), then the modal itself. */
  invite?: ComponentType<DashboardModalProps>;
  refund?: ComponentType<DashboardModalProps>;
}
