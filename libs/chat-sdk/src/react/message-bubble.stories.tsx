// Stories of single message bubbles: every message type and every delivery state.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FIXTURE_GUEST, sampleConversation, toItem, type SampleMedia } from '../testing/chat-fixtures';
import type { ChatItem } from '../core/types';
import { MessageBubble } from './message-bubble';
import { chatTexts } from './texts';
import '../styles.css';

/** The sample's pictures and video from Storybook's own files (apps/storybook/public), so no story reaches the network. */
const local = (file: string) => new URL(file, document.baseURI).href;
const storyMedia: SampleMedia = {
  cards: [local('banner-invite.svg'), local('banner-refund.svg')],
  image: local('game-background.svg'),
  video: local('howto-sample.mp4'),
};

const [text, own, buttons, postback, generic, image, video, unknown, quick] = sampleConversation(
  FIXTURE_GUEST,
  storyMedia,
).map((m) => toItem(m));

const meta = {
  tags: ['autodocs'],
  title: 'chat-sdk/MessageBubble',
  component: MessageBubble,
  decorators: [
    (Story) => (
      <div className="wc-root" style={{ position: 'static', alignItems: 'stretch', width: 360 }}>
        <div className="wc-list">
          <Story />
        </div>
      </div>
    ),
  ],
  args: {
    item: text as ChatItem,
    texts: chatTexts.th,
    isLast: true,
    formatTime: (iso: string) => new Date(iso).toISOString().slice(11, 16),
    onPostback: fn(),
    onResend: fn(),
    onRemove: fn(),
    onCancelUpload: fn(),
  },
} satisfies Meta<typeof MessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const OwnText: Story = { args: { item: own as ChatItem } };
export const Buttons: Story = { args: { item: buttons as ChatItem } };
export const Postback: Story = { args: { item: postback as ChatItem } };
export const GenericCards: Story = { args: { item: generic as ChatItem } };
export const Image: Story = { args: { item: image as ChatItem } };
export const Video: Story = { args: { item: video as ChatItem } };
export const File: Story = {
  args: {
    item: toItem({
      sender: 'admin',
      _id: 'file',
      message: {
        message_type: 'media',
        payload: { fileType: 'file', filePath: 'https://example.com/terms.pdf', name: 'terms.pdf' },
      },
    }),
  },
};
export const Unknown: Story = { args: { item: unknown as ChatItem } };
export const QuickReplies: Story = { args: { item: quick as ChatItem } };
export const QuickRepliesNotLast: Story = { args: { item: quick as ChatItem, isLast: false } };
export const Sending: Story = { args: { item: { ...(own as ChatItem), status: 'sending' } } };
export const Failed: Story = { args: { item: { ...(own as ChatItem), status: 'failed' } } };
export const UploadingImage: Story = {
  args: {
    item: toItem(
      {
        sender: 'customer',
        _id: 'up',
        message: { message_type: 'media', payload: { fileType: 'image', name: 'slip.png' } },
      },
      { status: 'uploading_file', progress: 0.62 },
    ),
  },
};
export const FailedUpload: Story = {
  args: {
    item: toItem(
      {
        sender: 'customer',
        _id: 'upf',
        message: { message_type: 'media', payload: { fileType: 'video', name: 'clip.mp4' } },
      },
      { status: 'failed' },
    ),
  },
};
export const Lao: Story = { args: { item: { ...(own as ChatItem), status: 'failed' }, texts: chatTexts.la } };
export const English: Story = { args: { item: quick as ChatItem, texts: chatTexts.en } };
