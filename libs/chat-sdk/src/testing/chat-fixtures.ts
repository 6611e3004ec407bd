// Sample conversation entries of every message type, for stories, demos and hosts' tests.
import type { ChatIdentity, ChatItem, ChatWireMessage } from '../core/types';

/** Guest used by the fixtures. */
export const FIXTURE_GUEST: ChatIdentity = { userId: null, guestId: 'guest-demo' };

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 3, minute)).toISOString();

/** The pictures and the video of the sample conversation. */
export interface SampleMedia {
  /** The two generic cards' pictures. */
  cards: [string, string];
  /** The customer's slip picture. */
  image: string;
  video: string;
}

/** Stand-in URLs on other hosts; Storybook passes its own files instead, so no story reaches the network. */
const SAMPLE_MEDIA: SampleMedia = {
  cards: ['https://picsum.photos/seed/wallet1/440/240', 'https://picsum.photos/seed/wallet2/440/240'],
  image: 'https://picsum.photos/seed/slip/300/400',
  video: 'https://example.com/media/howto.mp4',
};

/** One support message of each type plus customer text, media and postback, oldest first. */
export function sampleConversation(
  identity: ChatIdentity = FIXTURE_GUEST,
  media: SampleMedia = SAMPLE_MEDIA,
): ChatWireMessage[] {
  const base = { userId: identity.userId, guestId: identity.guestId, session_id: 'demo' };
  return [
    {
      ...base,
      _id: 'f1',
      sender: 'admin',
      createdAt: at(0),
      message: {
        message_type: 'text',
        payload: { message: 'สวัสดีค่ะ ยินดีให้บริการ ดูโปรโมชั่นได้ที่ https://example.com/promo' },
      },
    },
    {
      ...base,
      _id: 'f2',
      sender: 'customer',
      createdAt: at(1),
      message: { message_type: 'text', payload: { message: 'ฝากเงินแล้วยอดยังไม่เข้าครับ' } },
    },
    {
      ...base,
      _id: 'f3',
      sender: 'admin',
      createdAt: at(2),
      message: {
        message_type: 'buttons',
        payload: {
          message: 'เลือกช่องทางที่สะดวกค่ะ',
          buttons: [
            { title: 'คู่มือการฝาก', type: 'web', payload: 'https://example.com/howto' },
            { title: 'โทรหาเรา', type: 'call', payload: '021234567' },
            { title: 'ตรวจสอบสลิป', type: 'postback', payload: 'CHECK_SLIP' },
          ],
        },
      },
    },
    {
      ...base,
      _id: 'f4',
      sender: 'customer',
      createdAt: at(3),
      message: { message_type: 'postback', payload: { message: 'CHECK_SLIP', title: 'ตรวจสอบสลิป' } },
    },
    {
      ...base,
      _id: 'f5',
      sender: 'admin',
      createdAt: at(4),
      message: {
        message_type: 'generic',
        payload: {
          elements: [
            {
              title: 'โบนัสฝากแรก 20%',
              subtitle: 'สำหรับสมาชิกใหม่',
              image_url: media.cards[0],
              buttons: [{ title: 'ดูรายละเอียด', type: 'web', payload: 'https://example.com/bonus' }],
            },
            {
              title: 'คืนยอดเสีย 5%',
              subtitle: 'ทุกวันจันทร์',
              image_url: media.cards[1],
              buttons: [{ title: 'รับเลย', type: 'postback', payload: 'REFUND' }],
            },
          ],
        },
      },
    },
    {
      ...base,
      _id: 'f6',
      sender: 'customer',
      createdAt: at(5),
      message: {
        message_type: 'media',
        payload: { fileType: 'image', filePath: media.image, name: 'slip.jpg' },
      },
    },
    {
      ...base,
      _id: 'f7',
      sender: 'admin',
      createdAt: at(6),
      message: {
        message_type: 'media',
        payload: {
          fileType: 'video',
          filePath: media.video,
          name: 'วิดีโอสอนฝากเงิน',
        },
      },
    },
    {
      ...base,
      _id: 'f8',
      sender: 'admin',
      createdAt: at(7),
      message: { message_type: 'unknown', payload: {} },
    },
    {
      ...base,
      _id: 'f9',
      sender: 'admin',
      createdAt: at(8),
      message: {
        message_type: 'quick_replies',
        payload: {
          message: 'ต้องการความช่วยเหลือเรื่องอะไรคะ',
          buttons: [
            { title: 'ฝากเงิน', type: 'postback', payload: 'DEPOSIT' },
            { title: 'ถอนเงิน', type: 'postback', payload: 'WITHDRAW' },
            { title: 'อื่น ๆ', type: 'other', payload: 'OTHER' },
          ],
        },
      },
    },
  ];
}

/** `count` alternating text messages, oldest first (for long-history stories and tests). */
export function longConversation(count: number, identity: ChatIdentity = FIXTURE_GUEST): ChatWireMessage[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `long-${i}`,
    sender: i % 3 === 0 ? 'customer' : 'admin',
    userId: identity.userId,
    guestId: identity.guestId,
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 30_000).toISOString(),
    message: {
      message_type: 'text' as const,
      payload: {
        message: `ข้อความที่ ${i + 1}${i % 5 === 0 ? ' — ข้อความยาวเพื่อทดสอบการตัดบรรทัดในกล่องข้อความของแชท' : ''}`,
      },
    },
  }));
}

/** A store item built from a wire message, for rendering bubbles directly. */
export function toItem(m: ChatWireMessage, patch: Partial<ChatItem> = {}): ChatItem {
  return {
    ...m,
    key: m._id ?? m.clientId ?? 'item',
    createdAt: m.createdAt ?? at(0),
    status: 'succeed',
    ...patch,
  };
}
