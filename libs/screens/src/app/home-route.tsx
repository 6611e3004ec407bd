// The home page with its dialogs' loaders (dashboard-modals.ts): one module for the route to load, so both travel in
// the home page's file, not in every page's entry or the player shell's.
import type { I18n } from '@lingui/core';
import { HomePage } from '../features/home/home-page';
import { createDashboardModals } from './dashboard-modals';

/** The home route's page, its dialogs' texts loading into the app's Lingui instance. */
export function homeRoutePage(i18n: I18n) {
  const modals = createDashboardModals(i18n);
  return function HomeRoute() {
    return <HomePage modals={modals} />;
  };
}
