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

/** The dialog's video loads (its metadata at least): the player plays it rather than showing "unavailable". */
export const loadsVideo = (dialog: string | RegExp) => async () => {
  const video = (await page().findByRole('dialog', { name: dialog }, WAIT)).querySelector('video');
  await expect(video).not.toBeNull();
  await waitFor(
    () =>
      expect((video as HTMLVideoElement).readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA),
    WAIT,
  );
};

/** Headings first, then a piece of text (the data a state is about). */
export const showsText = (heading: string | RegExp, text: string | RegExp) => async () => {
  await showsHeading(heading)();
  const [first] = await page().findAllByText(text, {}, WAIT);
  await visible(first as HTMLElement);
};

/** The error state: an alert (a quiet status for the lists the product swallows) titled `title`, with a retry. */
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

/** Presses the (first) button with this name, inside the dialog named `dialog` when given, once it is enabled. */
export async function press(name: string | RegExp, dialog?: string | RegExp): Promise<void> {
  const scope = dialog ? within(await page().findByRole('dialog', { name: dialog }, WAIT)) : page();
  const [button] = await scope.findAllByRole('button', { name }, WAIT);
  await waitFor(() => expect(button).toBeEnabled(), WAIT);
  await userEvent.click(button as HTMLElement);
}

/** Types into the field with this label (inside the dialog named `dialog`). */
export async function fill(dialog: string | RegExp, label: string | RegExp, text: string): Promise<void> {
  const field = await within(await page().findByRole('dialog', { name: dialog }, WAIT)).findByLabelText(
    label,
    {},
    WAIT,
  );
  await userEvent.type(field, text);
}

/** A dialog with this name is open and shows this text (its data). */
export const showsDialogText = (name: string | RegExp, text: string | RegExp) => async () => {
  await showsDialog(name)();
  const dialog = await page().findByRole('dialog', { name }, WAIT);
  const [first] = await within(dialog).findAllByText(text, {}, WAIT);
  await visible(first as HTMLElement);
};

/** An alert dialog (an action's outcome) with this title is open. */
export const showsAlertDialog = (name: string | RegExp) => async () => {
  await visible(await page().findByRole('alertdialog', { name }, WAIT));
};

/** Runs the steps of a play function one after the other (press this, then a dialog shows that). */
export const steps =
  (...actions: (() => Promise<void>)[]) =>
  async () => {
    for (const action of actions) await action();
  };

/** A dialog with this name is open and offers this button (its loaded state). */
export const showsDialogButton = (name: string | RegExp, button: string | RegExp) => async () => {
  await showsDialog(name)();
  const dialog = await page().findByRole('dialog', { name }, WAIT);
  await visible(await within(dialog).findByRole('button', { name: button }, WAIT));
};

/** A form inside the dialog named `dialog` shows the server's refusal (its alert). */
export const showsFormError = (dialog: string | RegExp) => async () => {
  const scope = within(await page().findByRole('dialog', { name: dialog }, WAIT));
  await visible(await scope.findByRole('alert', {}, WAIT));
};
