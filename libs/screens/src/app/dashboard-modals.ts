// Which feature answers each home widget: one line per modal, each loaded on first use, with its feature's texts, so
// /user/home stays small. An entry looks like `transfer: withTexts('transfer', () => import('../features/transfer/transfer-modal'))`
// (a default export).
import { lazy, type ComponentType } from 'react';
import type { I18n } from '@lingui/core';
import { withFeatureTexts } from '../i18n/i18n';
import type { FeatureWithTexts } from '../i18n/text-parts';
import type { DashboardModals } from '../shared/dashboard-modals';

/** The home dialogs of an app, whose texts load into its Lingui instance. */
export function createDashboardModals(i18n: I18n): DashboardModals {
  function withTexts<Props>(
    feature: FeatureWithTexts,
    load: () => Promise<{ default: ComponentType<Props> }>,
  ) {
    return lazy(() => withFeatureTexts(i18n, feature, load));
  }
  return {
    deposit: withTexts('deposit', () => import('../features/deposit/deposit-modal')),
    transfer: withTexts('transfer', () => import('../features/transfer/transfer-modal')),
    withdraw: withTexts('withdraw', () => import('../features/withdraw/withdraw-modal')),
    invite: withTexts('invite', () => import('../features/invite/invite-modal')),
    refund: withTexts('refund', () => import('../features/refund/refund-modal')),
  };
}
