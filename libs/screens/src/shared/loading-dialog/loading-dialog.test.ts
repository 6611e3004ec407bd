import { createElement, useState } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Loader, ModalDialog } from '@wallet/ui-kit';
import {
  closeLoadingDialog,
  LOADING_DIALOG_ID,
  openLoadingDialog,
  useLoadingDialog,
  type LoadingDialogTexts,
} from './loading-dialog';

const THAI: LoadingDialogTexts = { title: 'ฝากเงิน', loading: 'กำลังโหลด', close: 'ปิด', size: 'full' };
const shown = () => document.getElementById(LOADING_DIALOG_ID) as HTMLDialogElement | null;

describe('openLoadingDialog', () => {
  it('opens a modal dialog named by its title, saying it loads, with a named close button', () => {
    document.body.innerHTML = '<button type="button" id="opener">ฝากเงิน</button>';
    const dialog = openLoadingDialog(THAI);
    expect(dialog).toBe(shown());
    expect(dialog?.open).toBe(true);
    expect(dialog?.getAttribute('aria-labelledby')).toBe(dialog?.querySelector('h2')?.id);
    expect(dialog?.querySelector('h2')).toHaveTextContent('ฝากเงิน');
    expect(dialog?.querySelector('[role="status"]')).toHaveTextContent('กำลังโหลด');
    expect(dialog?.querySelector('.wk-modal__close')).toHaveAttribute('aria-label', 'ปิด');
    expect(dialog?.querySelector('.wk-modal__panel')).toHaveClass('wk-modal__panel--full');
    expect(document.activeElement).toBe(dialog?.querySelector('.wk-modal__close'));
    closeLoadingDialog();
    expect(shown()).toBeNull();
  });

  it('puts the texts in as text, never as markup', () => {
    const dialog = openLoadingDialog({ ...THAI, title: '<b>x</b>', loading: '<img src=x onerror=alert(1)>' });
    expect(dialog?.querySelector('h2')?.textContent).toBe('<b>x</b>');
    expect(dialog?.querySelectorAll('b, img')).toHaveLength(0);
    closeLoadingDialog();
  });

  it('updates the one already open in place (a second call adopts it: same element, focus kept)', () => {
    const first = openLoadingDialog(THAI);
    const focused = document.activeElement;
    const second = openLoadingDialog({ title: 'Deposit', loading: 'Loading', close: 'Close', size: 'md' });
    expect(second).toBe(first);
    expect(document.activeElement).toBe(focused);
    expect(second?.querySelector('h2')).toHaveTextContent('Deposit');
    expect(second?.querySelector('.wk-modal__panel')?.className).toBe('wk-modal__panel wk-modal__panel--md');
    expect(document.querySelectorAll(`#${LOADING_DIALOG_ID}`)).toHaveLength(1);
    closeLoadingDialog();
  });

  it('closes on its close button, and goes; a tap beside its panel (a double tap’s second) leaves it open', async () => {
    const dialog = openLoadingDialog(THAI) as HTMLDialogElement;
    (dialog.querySelector('.wk-modal__backdrop') as HTMLElement).click();
    expect(dialog.open).toBe(true);
    (dialog.querySelector('.wk-modal__close') as HTMLElement).click();
    expect(dialog.open).toBe(false);
    await waitFor(() => expect(shown()).toBeNull());
  });

  it('is the kit’s dialog with its loader: the same elements and classes, in the same order', async () => {
    const shape = (root: Element): string[] =>
      [root, ...root.querySelectorAll('*')].map(
        (el) => `${el.tagName.toLowerCase()}.${[...el.classList].sort().join('.')}`,
      );
    const early = shape(openLoadingDialog(THAI) as HTMLDialogElement);
    closeLoadingDialog();
    render(
      createElement(
        ModalDialog,
        { open: true, onClose: () => undefined, title: 'ฝากเงิน', size: 'full' },
        createElement(Loader, { active: true, delayMs: 0, label: 'กำลังโหลด' }),
      ),
    );
    // The kit's loader shows after its delay, here 0 ms: a timer later.
    await waitFor(() => expect(document.querySelector('dialog.wk-modal [role="status"]')).not.toBeNull());
    expect(early).toEqual(shape(document.querySelector('dialog.wk-modal') as HTMLDialogElement));
  });

  it('runs as its own source, as the prerendered page runs it (no closure over its module)', () => {
    const fromSource = new Function(`return (${openLoadingDialog.toString()})`)() as typeof openLoadingDialog;
    const dialog = fromSource(THAI);
    expect(dialog?.id).toBe(LOADING_DIALOG_ID);
    expect(dialog?.querySelector('h2')).toHaveTextContent('ฝากเงิน');
    closeLoadingDialog();
  });
});

describe('useLoadingDialog', () => {
  function Harness({ onClose, texts = THAI }: { onClose: () => void; texts?: LoadingDialogTexts }) {
    useLoadingDialog(texts, onClose);
    return null;
  }

  it('opens it while mounted and closes it when unmounted, without calling onClose', () => {
    const onClose = vi.fn();
    const view = render(createElement(Harness, { onClose }));
    expect(shown()?.open).toBe(true);
    view.unmount();
    expect(shown()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adopts the one a tap before the app opened, keeps it across renders and language changes, and calls onClose when the player closes it', async () => {
    const early = openLoadingDialog(THAI);
    const onClose = vi.fn();
    let switchTo: (texts: LoadingDialogTexts) => void = () => undefined;
    function Switching() {
      const [texts, setTexts] = useState(THAI);
      switchTo = setTexts;
      return createElement(Harness, { onClose: () => onClose(), texts });
    }
    render(createElement(Switching));
    expect(shown()).toBe(early);
    act(() => switchTo({ title: 'Deposit', loading: 'Loading', close: 'Close', size: 'full' }));
    expect(shown()).toBe(early);
    expect(early?.querySelector('h2')).toHaveTextContent('Deposit');
    (early?.querySelector('.wk-modal__close') as HTMLElement).click();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
