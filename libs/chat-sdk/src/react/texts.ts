// Widget texts in th, la and en; hosts override any of them. Rule messages come from @wallet/domain's catalogues.
import { formatMessage, messageCatalogs } from '@wallet/domain';
import type { Locale, MessageRef } from '@wallet/domain';

/** Every text the widget shows. `{count}` and `{percent}` are filled in by the widget. */
export interface ChatTexts {
  title: string;
  openChat: string;
  closeChat: string;
  talkToAdmin: string;
  dismissInvite: string;
  messageLabel: string;
  messagePlaceholder: string;
  send: string;
  attach: string;
  sending: string;
  failed: string;
  resend: string;
  remove: string;
  cancelUpload: string;
  uploading: string;
  loadOlder: string;
  loading: string;
  empty: string;
  reconnecting: string;
  unread: string;
  you: string;
  support: string;
  image: string;
  video: string;
  file: string;
  unsupported: string;
  quickReplies: string;
  messages: string;
  closeAlert: string;
  unavailable: string;
  retry: string;
}

const th: ChatTexts = {
  title: 'แชทกับแอดมิน',
  openChat: 'เปิดแชท',
  closeChat: 'ปิดแชท',
  talkToAdmin: messageCatalogs.th['chat.talkToAdmin'],
  dismissInvite: 'ซ่อนข้อความชวนคุย',
  messageLabel: 'ข้อความ',
  messagePlaceholder: 'พิมพ์ข้อความ…',
  send: 'ส่ง',
  attach: 'แนบรูปภาพหรือวิดีโอ',
  sending: 'กำลังส่ง…',
  failed: 'ส่งไม่สำเร็จ',
  resend: 'ส่งอีกครั้ง',
  remove: 'ลบ',
  cancelUpload: 'ยกเลิกการอัปโหลด',
  uploading: 'กำลังอัปโหลด {percent}%',
  loadOlder: 'โหลดข้อความก่อนหน้า',
  loading: 'กำลังโหลด…',
  empty: 'สวัสดีค่ะ มีอะไรให้ช่วยไหมคะ',
  reconnecting: 'กำลังเชื่อมต่อใหม่…',
  unread: '{count} ข้อความใหม่',
  you: 'คุณ',
  support: 'แอดมิน',
  image: 'รูปภาพ',
  video: 'วิดีโอ',
  file: 'ไฟล์',
  unsupported: 'ข้อความนี้ไม่รองรับ',
  quickReplies: 'ตัวเลือกตอบกลับ',
  messages: 'ข้อความแชท',
  closeAlert: 'ปิดการแจ้งเตือน',
  unavailable: 'ไม่สามารถเชื่อมต่อแชทได้ในขณะนี้',
  retry: 'ลองอีกครั้ง',
};

const la: ChatTexts = {
  title: 'ລົມກັບແອັດມິນ',
  openChat: 'ເປີດແຊັດ',
  closeChat: 'ປິດແຊັດ',
  talkToAdmin: messageCatalogs.la['chat.talkToAdmin'],
  dismissInvite: 'ເຊື່ອງຂໍ້ຄວາມເຊີນລົມ',
  messageLabel: 'ຂໍ້ຄວາມ',
  messagePlaceholder: 'ພິມຂໍ້ຄວາມ…',
  send: 'ສົ່ງ',
  attach: 'ແນບຮູບພາບ ຫຼື ວິດີໂອ',
  sending: 'ກຳລັງສົ່ງ…',
  failed: 'ສົ່ງບໍ່ສຳເລັດ',
  resend: 'ສົ່ງອີກຄັ້ງ',
  remove: 'ລຶບ',
  cancelUpload: 'ຍົກເລີກການອັບໂຫຼດ',
  uploading: 'ກຳລັງອັບໂຫຼດ {percent}%',
  loadOlder: 'ໂຫຼດຂໍ້ຄວາມກ່ອນໜ້າ',
  loading: 'ກຳລັງໂຫຼດ…',
  empty: 'ສະບາຍດີ ມີຫຍັງໃຫ້ຊ່ວຍບໍ່',
  reconnecting: 'ກຳລັງເຊື່ອມຕໍ່ໃໝ່…',
  unread: '{count} ຂໍ້ຄວາມໃໝ່',
  you: 'ທ່ານ',
  support: 'ແອັດມິນ',
  image: 'ຮູບພາບ',
  video: 'ວິດີໂອ',
  file: 'ໄຟລ໌',
  unsupported: 'ບໍ່ຮອງຮັບຂໍ້ຄວາມນີ້',
  quickReplies: 'ຕົວເລືອກຕອບກັບ',
  messages: 'ຂໍ້ຄວາມແຊັດ',
  closeAlert: 'ປິດການແຈ້ງເຕືອນ',
  unavailable: 'ບໍ່ສາມາດເຊື່ອມຕໍ່ແຊັດໄດ້ໃນຂະນະນີ້',
  retry: 'ລອງອີກຄັ້ງ',
};

const en: ChatTexts = {
  title: 'Chat with support',
  openChat: 'Open chat',
  closeChat: 'Close chat',
  talkToAdmin: messageCatalogs.en['chat.talkToAdmin'],
  dismissInvite: 'Hide the chat invitation',
  messageLabel: 'Message',
  messagePlaceholder: 'Type a message…',
  send: 'Send',
  attach: 'Attach an image or video',
  sending: 'Sending…',
  failed: 'Not sent',
  resend: 'Resend',
  remove: 'Remove',
  cancelUpload: 'Cancel upload',
  uploading: 'Uploading {percent}%',
  loadOlder: 'Load earlier messages',
  loading: 'Loading…',
  empty: 'Hello! How can we help?',
  reconnecting: 'Reconnecting…',
  unread: '{count} new messages',
  you: 'You',
  support: 'Support',
  image: 'Image',
  video: 'Video',
  file: 'File',
  unsupported: 'This message cannot be shown',
  quickReplies: 'Quick replies',
  messages: 'Chat messages',
  closeAlert: 'Close the alert',
  unavailable: 'The chat cannot connect right now',
  retry: 'Try again',
};

/** Default widget texts per stored locale. */
export const chatTexts: Record<Locale, ChatTexts> = { th, la, en };

/** Texts of a locale with the host's overrides applied. */
export function resolveTexts(locale: Locale, overrides?: Partial<ChatTexts>): ChatTexts {
  return { ...chatTexts[locale], ...overrides };
}

/** Fills `{name}` placeholders of a widget text. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Text of a domain rule message (file too large, text too long...) in the locale. */
export function ruleText(ref: MessageRef, locale: Locale): string {
  return formatMessage(ref, messageCatalogs[locale]);
}
