// Fixture builders: chat.
import type {
  ChatButton,
  ChatConfig,
  ChatGenericCard,
  ChatHistory,
  ChatMessage,
  ChatSendResponse,
  ChatUploadResponse,
} from '../../generated/openapi';
import { FIXTURE_NOW, builder } from './builder';

export const buildChatConfig = builder<ChatConfig>(() => ({ PREFIX: 'wallet-' }));
export const buildChatButton = builder<ChatButton>(() => ({
  title: 'Deposit help',
  type: 'postback',
  payload: 'DEPOSIT_HELP',
}));
export const buildChatGenericCard = builder<ChatGenericCard>(() => ({
  image_url: 'https://cdn.example.com/chat/promo.png',
  title: 'Promotions',
  subtitle: 'See this week’s bonuses',
  buttons: [
    buildChatButton({ title: 'Open', type: 'web', payload: 'https://wallet.example.com/user/bonus' }),
  ],
}));
export const buildChatMessage = builder<ChatMessage>(() => ({
  _id: '65f1c0a2b3d4e5f601234567',
  clientId: '3f2b9c1e-7a4d-4c1b-9e0f-2d6a8b5c4e71',
  sender: 'customer',
  message: { message_type: 'text', payload: { message: 'Hello, I need help with a deposit.' } },
  createdAt: FIXTURE_NOW,
  session_id: null,
  userId: '64f1c2a9e4b0a1b2c3d4e5f6',
  guestId: null,
  username: '0812345678',
  name: 'Somchai Demo',
  deviceToken: null,
}));
/** A support reply with buttons. */
export const buildSupportMessage = builder<ChatMessage>(() => {
  const { clientId: _customerOnly, ...customer } = buildChatMessage();
  return {
    ...customer,
    _id: '65f1c0a2b3d4e5f601234568',
    sender: 'admin',
    message: {
      message_type: 'buttons',
      payload: { message: 'How can we help?', buttons: [buildChatButton()] },
    },
  };
});
export const buildChatHistory = builder<ChatHistory>(() => ({
  messages: [buildSupportMessage(), buildChatMessage()],
}));
export const buildChatSendResponse = builder<ChatSendResponse>(() => ({
  _id: '65f1c0a2b3d4e5f601234567',
  clientId: '3f2b9c1e-7a4d-4c1b-9e0f-2d6a8b5c4e71',
  createdAt: FIXTURE_NOW,
}));
export const buildChatUploadResponse = builder<ChatUploadResponse>(() => ({
  path: '/uploads/chat/demo.png',
}));
