// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChatClient } from '../core/client';
import type { ChatClient } from '../core/client-types';
import { createMemoryStorage } from '../core/identity';
import type { ChatWireMessage } from '../core/types';
import { createMemoryChatTransport } from '../testing/memory-transport';
import { ChatWidget } from './chat-widget';

const GUEST = { userId: null, guestId: 'guest-1' };
const clients: ChatClient[] = [];

afterEach(() => {
  cleanup();
  for (const c of clients.splice(0)) c.destroy();
  vi.useRealTimers();
});

function setup(
  seed: ChatWireMessage[] = [],
  behaviour: Parameters<typeof createMemoryChatTransport>[1] = {},
) {
  const transport = createMemoryChatTransport(seed, behaviour);
  const client = createChatClient({
    transport,
    storage: createMemoryStorage({ 'guest-id': 'guest-1' }),
    lifecycle: null,
    markReadDelayMs: 20,
  });
  clients.push(client);
  return { transport, client };
}

const support = (
  message: ChatWireMessage['message'],
  extra: Partial<ChatWireMessage> = {},
): ChatWireMessage => ({
  sender: 'admin',
  message,
  ...GUEST,
  ...extra,
});
const text = (t: string) => support({ message_type: 'text', payload: { message: t } });

async function openWidget(client: ChatClient, props: Partial<Parameters<typeof ChatWidget>[0]> = {}) {
  const user = userEvent.setup();
  render(<ChatWidget client={client} locale="en" {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open chat' }));
  const dialog = await screen.findByRole('dialog', { name: 'Chat with support' });
  await waitFor(() => expect(client.getState().phase).toBe('ready'));
  return { user, dialog };
}

describe('ChatWidget', () => {
  it('renders nothing and makes no call when disabled', async () => {
    const transport = createMemoryChatTransport();
    const config = vi.spyOn(transport, 'config');
    const { container } = render(<ChatWidget options={{ transport, lifecycle: null }} enabled={false} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(container).toBeEmptyDOMElement();
    expect(config).not.toHaveBeenCalled();
  });

  it('creates, starts and destroys its own client from options', async () => {
    const transport = createMemoryChatTransport([text('hi there')]);
    const storage = createMemoryStorage({ 'guest-id': 'guest-1' });
    const user = userEvent.setup();
    const { unmount } = render(<ChatWidget options={{ transport, storage, lifecycle: null }} locale="en" />);
    await user.click(await screen.findByRole('button', { name: 'Open chat' }));
    expect(await screen.findByText('hi there')).toBeInTheDocument();
    unmount();
  });

  it("startOn='open' asks nothing of the server until the panel first opens, and stays started after it closes", async () => {
    const { client, transport } = setup([text('hi there')]);
    const config = vi.spyOn(transport, 'config');
    const history = vi.spyOn(transport, 'history');
    const user = userEvent.setup();
    render(<ChatWidget client={client} locale="en" startOn="open" />);
    expect(await screen.findByRole('button', { name: 'Talk to admin' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(config).not.toHaveBeenCalled();
    expect(history).not.toHaveBeenCalled();
    expect(client.getState().phase).toBe('idle');

    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(await screen.findByText('hi there')).toBeInTheDocument();
    expect(client.getState().phase).toBe('ready');
    await user.click(screen.getAllByRole('button', { name: 'Close chat' })[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(await screen.findByText('hi there')).toBeInTheDocument();
    expect(config).toHaveBeenCalledTimes(1);
    expect(history).toHaveBeenCalledTimes(1);
  });

  it("startOn='open' with the panel open from the start starts at once", async () => {
    const { client } = setup([text('hi there')]);
    render(<ChatWidget client={client} locale="en" startOn="open" defaultOpen />);
    expect(await screen.findByText('hi there')).toBeInTheDocument();
    expect(client.getState().phase).toBe('ready');
  });

  it('toggles open and closed with the rotating launcher and shows the invite bubble after 100 ms', async () => {
    const { client } = setup();
    const user = userEvent.setup();
    render(<ChatWidget client={client} locale="en" />);
    const launcher = screen.getByRole('button', { name: 'Open chat' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Talk to admin' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Talk to admin' })).toBeInTheDocument();

    await user.click(launcher);
    expect(screen.getByRole('dialog', { name: 'Chat with support' })).toBeInTheDocument();
    const close = screen.getAllByRole('button', { name: 'Close chat' });
    expect(close.some((b) => b.classList.contains('wc-launcher--open'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Talk to admin' })).not.toBeInTheDocument();
    await user.click(close[0] as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open chat' })).not.toHaveClass('wc-launcher--open');
  });

  it('inline: the launcher and the invitation sit in the host layout, and the invitation goes after its timeout', async () => {
    vi.useFakeTimers();
    const { client } = setup();
    const { container } = render(
      <ChatWidget client={client} locale="en" placement="inline" inviteTimeoutMs={8000} />,
    );
    expect(container.firstElementChild).toHaveClass('wc-root', 'wc-root--inline');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    const invite = screen.getByRole('button', { name: 'Talk to admin' });
    // In the same row as the launcher, before it.
    expect(invite.closest('.wc-invite')?.nextElementSibling).toBe(
      screen.getByRole('button', { name: 'Open chat' }),
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(7800);
    });
    expect(screen.getByRole('button', { name: 'Talk to admin' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.queryByRole('button', { name: 'Talk to admin' })).not.toBeInTheDocument();
    // Gone for good: not shown again after the chat is opened and closed.
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Close chat' })[0] as HTMLElement);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(screen.queryByRole('button', { name: 'Talk to admin' })).not.toBeInTheDocument();
  });

  it('inline with sheet="above" and invite={false}: no invitation, the panel marked to open above the host bar', async () => {
    vi.useFakeTimers();
    const { client } = setup();
    const { container } = render(
      <ChatWidget client={client} locale="en" placement="inline" sheet="above" invite={false} />,
    );
    expect(container.firstElementChild).toHaveClass('wc-root', 'wc-root--inline', 'wc-root--sheet-above');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(screen.queryByRole('button', { name: 'Talk to admin' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('sheet="above" means nothing when floating', () => {
    const { client } = setup();
    const { container } = render(<ChatWidget client={client} locale="en" sheet="above" />);
    expect(container.firstElementChild).not.toHaveClass('wc-root--sheet-above');
  });

  it('floating (the default): the invitation stays until dismissed', async () => {
    vi.useFakeTimers();
    const { client } = setup();
    const { container } = render(<ChatWidget client={client} locale="en" />);
    expect(container.firstElementChild).not.toHaveClass('wc-root--inline');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(screen.getByRole('button', { name: 'Talk to admin' })).toBeInTheDocument();
  });

  it('speaks Thai by default, Lao and English on request, and takes host overrides', async () => {
    const { client } = setup();
    const { rerender } = render(<ChatWidget client={client} />);
    expect(screen.getByRole('button', { name: 'เปิดแชท' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'คุยกับแอดมิน' })).toBeInTheDocument();
    rerender(<ChatWidget client={client} locale="la" />);
    expect(screen.getByRole('button', { name: 'ເປີດແຊັດ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ລົມກັບແອັດມິນ' }).closest('.wc-root')).toHaveAttribute(
      'lang',
      'lo',
    );
    rerender(<ChatWidget client={client} locale="en" texts={{ openChat: 'Need help?' }} />);
    expect(screen.getByRole('button', { name: 'Need help?' })).toBeInTheDocument();
  });

  it('sends with Enter, keeps Shift+Enter for new lines, and alerts on empty text', async () => {
    const { client, transport } = setup([], {
      autoReply: () => ({
        sender: 'admin',
        message: { message_type: 'text', payload: { message: 'Auto reply' } },
      }),
    });
    const { user, dialog } = await openWidget(client);
    const box = within(dialog).getByRole('textbox', { name: 'Message' });
    await user.type(box, 'first line{Shift>}{Enter}{/Shift}second');
    expect(transport.stored).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(transport.stored[0]?.message.payload.message).toBe('first line\nsecond'));
    expect(box).toHaveValue('');
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please type a message');
    await act(() => client.resync());
    expect(await within(dialog).findByText('Auto reply')).toBeInTheDocument();
  });

  it('rejects a too large file with the domain message', async () => {
    const { client } = setup();
    const { dialog } = await openWidget(client);
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The file is too large. Please select file no larger than 10 MB.',
    );
  });

  it('shows upload progress and cancels the upload', async () => {
    const { client } = setup([], { holdUploadAt: 0.5, uploadStepMs: 1 });
    const { user, dialog } = await openWidget(client);
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array(100)], 'cat.png', { type: 'image/png' }));
    const bar = await within(dialog).findByRole('progressbar', { name: 'Uploading 50%' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(client.getState().messages).toHaveLength(0);
  });

  it('offers resend and remove on failed items', async () => {
    const { client, transport } = setup([], { failSends: 2 });
    const { user, dialog } = await openWidget(client);
    const box = within(dialog).getByRole('textbox', { name: 'Message' });
    await user.type(box, 'will fail{Enter}');
    await user.type(box, 'also fails{Enter}');
    await waitFor(() => expect(within(dialog).getAllByText('Not sent')).toHaveLength(2));
    const [resendFirst] = within(dialog).getAllByRole('button', { name: 'Resend' });
    await user.click(resendFirst as HTMLElement);
    await waitFor(() => expect(within(dialog).getAllByText('Not sent')).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(within(dialog).queryByText('also fails')).not.toBeInTheDocument();
    expect(transport.stored.map((m) => m.message.payload.message)).toEqual(['will fail']);
  });

  it('renders quick replies on the newest message and answers with a postback', async () => {
    const { client, transport } = setup([
      support({
        message_type: 'quick_replies',
        payload: { message: 'Topic?', buttons: [{ title: 'Deposit', type: 'postback', payload: 'DEPOSIT' }] },
      }),
    ]);
    const { user, dialog } = await openWidget(client);
    const group = within(dialog).getByRole('group', { name: 'Quick replies' });
    await user.click(within(group).getByRole('button', { name: 'Deposit' }));
    await waitFor(() =>
      expect(transport.stored.at(-1)?.message).toEqual({
        message_type: 'postback',
        payload: { message: 'DEPOSIT', title: 'Deposit' },
      }),
    );
    expect(within(dialog).queryByRole('group', { name: 'Quick replies' })).not.toBeInTheDocument();
  });

  it('renders buttons with safe links only, generic cards, media and unknown messages', async () => {
    const { client } = setup([
      support({
        message_type: 'buttons',
        payload: {
          message: 'Choose',
          buttons: [
            { title: 'Site', type: 'web', payload: 'https://example.com/help' },
            { title: 'Bad', type: 'web', payload: 'javascript:alert(1)' },
            { title: 'Call us', type: 'call', payload: '021234567' },
          ],
        },
      }),
      support({
        message_type: 'generic',
        payload: {
          elements: [
            { title: 'Promo', subtitle: 'Bonus 10%', image_url: 'https://cdn.test/p.png', buttons: [] },
          ],
        },
      }),
      support({
        message_type: 'media',
        payload: { fileType: 'image', filePath: '/uploads/a.png', name: 'slip.png' },
      }),
      support({ message_type: 'unknown', payload: { message: '<b>raw</b>' } }),
    ]);
    const { dialog } = await openWidget(client, { mediaBaseUrl: 'https://api.test' });
    expect(within(dialog).getByRole('link', { name: 'Site' })).toHaveAttribute(
      'href',
      'https://example.com/help',
    );
    expect(within(dialog).queryByRole('link', { name: 'Bad' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Bad')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:021234567');
    expect(within(dialog).getByText('Promo')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Promo' })).toHaveAttribute(
      'src',
      'https://cdn.test/p.png',
    );
    expect(within(dialog).getByRole('img', { name: 'slip.png' })).toHaveAttribute(
      'src',
      'https://api.test/uploads/a.png',
    );
    expect(within(dialog).getByText('<b>raw</b>')).toBeInTheDocument();
  });

  it('marks messages as read after they are seen', async () => {
    const { client, transport } = setup([text('unread')]);
    await openWidget(client);
    await waitFor(() => expect(transport.reads).toEqual([GUEST]));
  });

  it('loads earlier messages on request', async () => {
    const seed = Array.from({ length: 15 }, (_, i) => text(`old ${i}`));
    const { client } = setup(seed);
    const { user, dialog } = await openWidget(client);
    expect(client.getState().messages).toHaveLength(10);
    await user.click(within(dialog).getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(client.getState().messages).toHaveLength(15));
    expect(within(dialog).queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it('offers a retry when the chat cannot start', async () => {
    const { client, transport } = setup([text('after retry')]);
    const config = vi.spyOn(transport, 'config').mockRejectedValueOnce(new Error('offline'));
    const user = userEvent.setup();
    render(<ChatWidget client={client} locale="en" defaultOpen />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The chat cannot connect right now');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('after retry')).toBeInTheDocument();
    expect(config).toHaveBeenCalledTimes(2);
  });

  it('mounts only a window of rows with thousands of messages', async () => {
    const seed = Array.from({ length: 3000 }, (_, i) => ({
      ...text(`n${i}`),
      sender: i % 2 ? 'customer' : 'admin',
    }));
    const { client } = setup(seed);
    await client.start();
    while (client.getState().hasMore) await client.loadOlder();
    expect(client.getState().messages.length).toBe(3000);
    const started = performance.now();
    const { dialog } = await openWidget(client);
    const rows = dialog.querySelectorAll('.wc-row');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(60);
    expect(performance.now() - started).toBeLessThan(3000);
    const log = within(dialog).getByRole('log', { name: 'Chat messages' });
    expect(log).toBeInTheDocument();
  });
});
