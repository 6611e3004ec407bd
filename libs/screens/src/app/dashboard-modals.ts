// Which feature answers each home widget: one line per modal, each loaded on first use so /user/home stays small.
// An entry looks like `transfer: lazy(() => import('../features/transfer/transfer-modal'))` (a default export).
import type { DashboardModals } from '../shared/dashboard-modals';

export const dashboardModals: DashboardModals = {};
