// The deposit dialog opens on its choice of methods; a method opens alone, with a way back to the choice.
import { expect, type Locator } from '@playwright/test';

/** The methods of the choice, by their msgid, most used first. */
export const DEPOSIT_METHODS = ['QR payment', 'Bank transfer', 'True Wallet', 'Upload a slip'] as const;
export type DepositMethodName = (typeof DEPOSIT_METHODS)[number];

/** The choice of methods (the dialog's first screen). */
export function depositChoice(dialog: Locator, t: (msgid: string) => string): Locator {
  return dialog.getByRole('navigation', { name: t('Deposit methods') });
}

/** Opens one method of the deposit dialog (back to the choice first when another is open) and returns its panel. */
export async function depositMethod(
  dialog: Locator,
  t: (msgid: string) => string,
  method: DepositMethodName,
): Promise<Locator> {
  const panel = dialog.getByRole('region', { name: t(method), exact: true });
  const back = dialog.getByRole('button', { name: t('All deposit methods') });
  const choice = depositChoice(dialog, t);
  await expect(choice.or(back)).toBeVisible();
  if (await panel.isVisible()) return panel;
  if (await back.isVisible()) await back.click();
  await choice.getByRole('button', { name: t(method), exact: true }).click();
  await expect(panel).toBeVisible();
  return panel;
}
