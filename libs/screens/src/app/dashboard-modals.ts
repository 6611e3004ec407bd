// Which feature answers each home widget: one line per modal, each loaded on first use so /user/home stays small.
// An entry looks like `transfer: lazy(() => import('../features/transfer/transfer-modal'))` (a default export).
import { lazy } from 'react';
import type { DashboardModals } from '../shared/dashboard-modals';

export const dashboardModals: DashboardModals = {
  deposit: lazy(() => import('../features/deposit/deposit-modal')),
  transfer: lazy(() => import('../features/transfer/transfer-modal')),
  withdraw: lazy(() => import('../features/withdraw/withdraw-modal')),
  invite: lazy(() => import('../features/invite/invite-modal')),
  refund: lazy(() => import('../features/refund/refund-modal')),
};
