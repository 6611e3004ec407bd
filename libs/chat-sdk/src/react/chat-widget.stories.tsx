// Stories of the chat widget: closed with invite, a conversation of every message type, uploads, failures, long history.
import type { Locale } from '@wallet/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createChatClient } from '../core/client';
import type { ChatClient } from '../core/client-types';
import { createMemoryStorage } from '../core/identity';
import type { ChatWireMessage } from '../core/types';
import {
  FIXTURE_GUEST,
  longConversation,
  sampleConversation,
  type SampleMedia,
} from '../testing/chat-fixtures';
import { createMemoryChatTransport } from '../testing/memory-transport';
import type { MemoryTransportBehaviour } from '../testing/memory-transport';
import { ChatWidget } from './chat-widget';
import type { ChatWidgetProps } from './chat-widget';
import '../styles.css';

/** The sample's pictures and video from Storybook's own files (apps/storybook/public), so no story reaches the network. */
const local = (file: string) => new URL(file, document.baseURI).href;
const storyMedia: SampleMedia = {
  cards: [local('banner-invite.svg'), local('banner-refund.svg')],
  image: local('game-background.svg'),
  video: local('howto-sample.mp4'),
};

interface DemoProps extends Omit<ChatWidgetProps, 'client' | 'options'> {
  seed?: ChatWireMessage[];
  behaviour?: Partial<MemoryTransportBehaviour>;
  /** Runs against the client once it is created (e.g. to send a message that fails). */
  prepare?: (client: ChatClient) => void;
}

/** A real picture (1 x 1 PNG) as the player's slip: the bubble previews it, and a broken preview is a failed load. */
const SLIP_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const slip = () =>
  new File([Uint8Array.from(atob(SLIP_PNG), (c) => c.charCodeAt(0))], 'slip.png', { type: 'image/png' });

/** The widget on an in-memory transport that answers like support would. */
function Demo({ seed = [], behaviour, prepare, ...props }: DemoProps) {
  const [client] = useState(() => {
    const transport = createMemoryChatTransport(seed, {
      latencyMs: 150,
      uploadStepMs: 250,
      autoReply: (m) => ({
        sender: 'admin',
        message: {
          message_type: 'text',
          payload: {
            message: `ได้รับข้อความแล้วค่ะ: ${m.message.payload.title ?? m.message.payload.message ?? m.message.payload.name ?? ''}`,
          },
        },
      }),
      ...behaviour,
    });
    const created = createChatClient({
      transport,
      storage: createMemoryStorage({ 'guest-id': FIXTURE_GUEST.guestId ?? '' }),
      lifecycle: null,
    });
    if (prepare) void created.start().then(() => prepare(created));
    return created;
  });
  return <ChatWidget client={client} {...props} />;
}

/** Keeps the fixed-position widget inside the story frame. */
const framed: Decorator = (Story) => (
  <div style={{ position: 'relative', height: 680, transform: 'translateZ(0)' }}>
    <Story />
  </div>
);

const meta = {
  tags: ['autodocs'],
  title: 'chat-sdk/ChatWidget',
  component: Demo,
  // The docs page's props table of the widget itself (the stories give it an in-memory client).
  subcomponents: { ChatWidget },
  decorators: [framed],
  parameters: { layout: 'fullscreen' },
  render: (args, context) => (
    <Demo {...args} locale={args.locale ?? (context.globals['locale'] as Locale | undefined) ?? 'th'} />
  ),
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the launcher, and the 'talk to admin' invite after 100 ms. Opening rotates the launcher icon. */
export const Closed: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Talk to admin' });
    await userEvent.click(canvas.getByRole('button', { name: 'Open chat' }));
    await expect(await canvas.findByRole('dialog', { name: 'Chat with support' })).toBeInTheDocument();
  },
};

/** Open with no history yet. */
export const Empty: Story = { args: { defaultOpen: true } };

/** Every message type: text with link, buttons (web, call, postback), postback reply, generic cards, image, video, unknown, quick replies. */
export const EveryMessageType: Story = {
  args: { defaultOpen: true, seed: sampleConversation(FIXTURE_GUEST, storyMedia) },
};

/** Same conversation in Lao. */
export const Lao: Story = {
  args: { defaultOpen: true, locale: 'la', seed: sampleConversation(FIXTURE_GUEST, storyMedia) },
};

/** Same conversation in English. */
export const English: Story = {
  args: { defaultOpen: true, locale: 'en', seed: sampleConversation(FIXTURE_GUEST, storyMedia) },
};

/** An image upload in progress (held at 40 %), with its cancel button. */
export const Uploading: Story = {
  args: {
    defaultOpen: true,
    behaviour: { holdUploadAt: 0.4, uploadStepMs: 50 },
    prepare: (client) => client.sendFile(slip()),
  },
};

/** A failed text and a failed upload, each with resend and remove. */
export const Failed: Story = {
  args: {
    defaultOpen: true,
    locale: 'en',
    behaviour: { failSends: 1, failUploads: 1, uploadStepMs: 20 },
    prepare: (client) => {
      client.sendText('Is my deposit in?');
      client.sendFile(slip());
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Resend' })).toHaveLength(2), {
      timeout: 4000,
    });
  },
};

/** 2,000 messages: only the rows near the viewport are mounted; scroll up to load nothing more (all loaded). */
export const LongHistory: Story = {
  args: {
    defaultOpen: true,
    seed: longConversation(2000),
    behaviour: { latencyMs: 0 },
    prepare: (client) => {
      const loadAll = async () => {
        while (client.getState().hasMore) await client.loadOlder();
      };
      void loadAll();
    },
  },
};

/** The alert for a rule break (empty text); it disappears after 4 s. */
export const Alert: Story = {
  args: { defaultOpen: true, locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), '   {Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please type a message');
  },
};

/** The chat could not start (config call failed): a message and a retry button, which succeeds the second time. */
export const Unavailable: Story = {
  args: {
    defaultOpen: true,
    locale: 'en',
    seed: sampleConversation(FIXTURE_GUEST, storyMedia),
    behaviour: { failConfig: 1 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('ต้องการความช่วยเหลือเรื่องอะไรคะ')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

/** enableChatWidget is false: nothing renders. */
export const Disabled: Story = { args: { enabled: false } };

/**
 * Docked in a host's top bar (`placement="inline"`): the launcher and the invitation in the bar's row, the panel a
 * sheet below it; the invitation leaves after `inviteTimeoutMs`.
 */
export const InlineInTopBar: Story = {
  args: { locale: 'en', placement: 'inline', inviteTimeoutMs: 8000 },
  render: (args, context) => (
    <div
      role="banner"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: 8,
        background: '#5b21b6',
        color: '#fff',
      }}
    >
      <strong style={{ flex: 1 }}>Wallet</strong>
      <Demo {...args} locale={args.locale ?? (context.globals['locale'] as Locale | undefined) ?? 'th'} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    await banner.findByRole('button', { name: 'Talk to admin' });
    await userEvent.click(banner.getByRole('button', { name: 'Open chat' }));
    await expect(await banner.findByRole('dialog', { name: 'Chat with support' })).toBeInTheDocument();
  },
};
