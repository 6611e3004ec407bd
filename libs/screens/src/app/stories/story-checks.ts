// Play-function checks of the screen stories: each waits for its state to be on screen, so the axe check that
// follows looks at that state (not at a page still loading its chunk or data). Dialogs live in portals: the whole
// document is searched.
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Lazy routes, language catalogues and sandbox answers can take a few seconds on a busy 2-core machine. */
const WAIT = { timeout: 15_000 };

const page = () => within(document.body);

/** Dialogs open with a short transition: wait until the element is really visible. */
const visible = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible(), WAIT);

/** A heading with this name is shown. */
export const showsHeading = (name: string | RegExp) => async () => {
  await visible(await page().findByRole('heading', { name }, WAIT));
};

/** A dialog with this name is open. */
export const showsDialog = (name: string | RegExp) => async () => {
  await visible(await page().findByRole('dialog', { name }, WAIT));
};

/** Headings first, then a piece of text (the data a state is about). */
export const showsText = (heading: string | RegExp, text: string | RegExp) => async () => {
  await showsHeading(heading)();
  const [first] = await page().findAllByText(text, {}, WAIT);
  await visible(first as HTMLElement);
};

/** The error state: an alert (a quiet status for the lists the spec swallows) titled `title`, with a retry. */
export const showsError =
  (title: string, retry = 'ลองอีกครั้ง') =>
  async () => {
    const heading = await page().findByRole('heading', { name: title }, WAIT);
    const alert = heading.closest<HTMLElement>('[role="alert"], [role="status"]');
    await expect(alert).not.toBeNull();
    await visible(within(alert as HTMLElement).getByRole('button', { name: retry }));
  };

/** The loading state: the loader's status text (shown after its 200 ms delay). */
export const showsLoading = (label: string) => async () => {
  const text = await page().findByText(label, {}, WAIT);
  await expect(text.closest('[role="status"]')).not.toBeNull();
};

/** A screen's own modal: press the button that opens it, then the dialog is shown. */
export const opensDialog = (button: string, dialog: string) => async () => {
  const trigger = await page().findByRole('button', { name: button }, WAIT);
  await waitFor(() => expect(trigger).toBeEnabled(), WAIT);
  await userEvent.click(trigger);
  await showsDialog(dialog)();
};
