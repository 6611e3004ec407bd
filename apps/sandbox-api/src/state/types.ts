// The sandbox's data model: what one sandbox instance remembers between calls (money in satang, dates as Date).

/** Game carousel a game account belongs to. */
export type Category = 'slot' | 'sport' | 'lotto';

/** A game the operator offers (the catalogue part of a game account). */
export interface GameDefinition {
  code: string;
  name: string;
  category: Category;
  logo: string;
  background: string;
  ftWalletSlot: number;
  web: string | null;
  android: string | null;
  ios: string | null;
  /** A game whose provider is down: transfers into it fail with TRANSFER_FAIL and the money returns. */
  maintenance?: boolean;
}

/** A player's account at one game. */
export interface GameAccount {
  code: string;
  isActive: boolean;
  amount: number;
  username: string;
  password: string;
}

/** Statement types in docs/product.md#statement. */
export type StatementType = 'deposit' | 'bonus' | 'finish_bonus' | 'withdraw' | 'transfer';

/** SUCCESS and FAILED are final; anything else is in progress. */
export type MovementStatus = 'SUCCESS' | 'FAILED' | 'PENDING' | 'PROCESSING';

/** Optional detail attached to a statement. */
export interface StatementDetail {
  description: string;
}

/** One money movement. */
export interface Statement {
  _id: string;
  statementType: StatementType;
  status: MovementStatus;
  /** `wallet`, a game code or a bank; null for deposits (the document's rule). */
  from: string | null;
  to: string | null;
  amount: number;
  createdAt: Date;
  bonus?: StatementDetail;
  promotion?: StatementDetail;
  invite?: StatementDetail;
  refund?: StatementDetail;
  luckydraw?: StatementDetail;
  /** Pending deposits settle into the wallet at this time (DEPOSIT_ARRIVAL_MINUTES after the request). */
  settlesAt?: Date;
}

/** An uploaded deposit slip. */
export interface Slip {
  _id: string;
  createdAt: Date;
  /** Amount read from the slip (satang), null while unread. */
  amount: number | null;
  status: MovementStatus;
  /** Failure reason code (FAILED slips), another text, or null. */
  note: string | null;
  /** When the sandbox settles a PROCESSING slip, and how. */
  settlesAt: Date | null;
  /** What the sandbox will find on the slip: a failure reason code, or anything else for success. */
  outcome: string;
  /** Amount the slip will read as once settled (satang); the wire shows null until then. */
  readAmount: number;
  /** Where the uploaded image is served. */
  link: string;
  reference: string;
}

/** A bonus of the catalogue. */
export interface BonusDefinition {
  code: string;
  type: 'limit' | 'day' | 'week';
  maxReceived: number;
  percentFail: number;
  /** Bonus credited, as a percentage of the wallet at activation (capped by maxBonus). */
  percent: number;
  maxBonus: number;
  /** Total balance (satang) at or below which the bonus may be cancelled. */
  clearBelow: number;
  description: string;
  banners: Banner[];
}

/** A player's history with one bonus. */
export interface UserBonus {
  _id: string;
  isActive: boolean;
  received: Date[];
}

/** A promotion reachable by code. */
export interface PromotionDefinition {
  code: string;
  percentFail: number;
  description: string;
  /** Credit in satang given on activation. */
  credit: number;
  /** Total balance (satang) at or below which the promotion may be cancelled. */
  clearBelow: number;
}

/** The bonus or promotion currently held (withdraw and refund wait for it). */
export interface HeldBonus {
  kind: 'bonus' | 'promotion';
  code: string;
  amount: number;
  percentFail: number;
  description: string;
  /** Total balance (satang) at or below which the player may cancel it (the bonus condition). */
  clearBelow: number;
  activatedAt: Date;
}

/** Image plus HTML, shown in carousels. */
export interface Banner {
  image: string;
  html: string;
}

/** Someone the player invited. */
export interface Invitee {
  name: string;
  amount: number;
  createdAt: Date;
  played: boolean;
}

/** A refund moved out of the refund pot. */
export interface RefundLog {
  refundAmount: number;
  createdAt: Date;
}

/** One slice of the prize wheel. */
export interface WheelSlice {
  code: string;
  label: string;
  bgColor: string;
  textColor: string;
  htmlDescription: string;
  /** Relative chance the server picks it. */
  weight: number;
  /** Credit in satang the coupon carries (0 for non-money prizes). */
  amount: number;
  /** 'credit' coupons pay into the wallet; 'item' coupons cannot be claimed online. */
  couponType: 'credit' | 'item';
}

/** A prize won on the wheel. */
export interface Coupon {
  _id: string;
  sliceCode: string;
  name: string;
  amount: number;
  createdAt: Date;
  expiresAt: Date;
  claimedAt: Date | null;
}

/** A live QR code for one provider. */
export interface QrCode {
  qrcodeId: string;
  bankCode: string;
  amount: number;
  createdAt: Date;
  expiresAt: Date;
}

/** A registered player and everything they own. */
export interface Player {
  _id: string;
  username: string;
  password: string;
  name: string;
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
  currency: string;
  sourceCode: string;
  inviteCode: string;
  createdAt: Date;
  coin: number;
  isActive: boolean;
  wallet: number;
  games: GameAccount[];
  statements: Statement[];
  slips: Slip[];
  bonuses: Map<string, UserBonus>;
  held: HeldBonus | null;
  promotionsReceived: Set<string>;
  invite: { amount: number; success: number; fail: number };
  invitees: Invitee[];
  refundPot: number;
  refundBonus: number;
  refunds: RefundLog[];
  coupons: Coupon[];
  qrcodes: Map<string, QrCode>;
  lastSync: Date;
  /** The spin wheel for this player (besides the spinActive switch); false hides it from them. */
  spinActive: boolean;
}

/** A one-time password sent to a phone. */
export interface OtpRecord {
  otpToken: string;
  otpRef: string;
  phone: string;
  code: string;
  expiresAt: Date;
  failures: number;
  verified: boolean;
}

/** Server-side switches (lookups and the terminated service). */
export interface Switches {
  registerOTP: boolean;
  enableChatWidget: boolean;
  spinActive: boolean;
  gone: boolean;
}

/** Who a chat conversation belongs to. */
export interface ChatParty {
  userId: string | null;
  guestId: string | null;
}

/** A chat button. */
export interface ChatButton {
  title: string;
  type: 'web' | 'call' | 'postback' | 'other';
  payload: string;
}

/** A stored chat message (wire shape, dates as Date). */
export interface ChatMessage {
  _id: string;
  /** Id the sending app generated (assumption of the contract), echoed back; null for support messages. */
  clientId: string | null;
  sender: string;
  message: {
    message_type: 'text' | 'buttons' | 'media' | 'quick_replies' | 'generic' | 'postback' | 'unknown';
    payload: Record<string, unknown>;
  };
  createdAt: Date;
  session_id: string | null;
  userId: string | null;
  guestId: string | null;
  username: string | null;
  name: string | null;
  deviceToken: string | null;
  readAt: Date | null;
}

/** A file uploaded to the chat, served back at its path. */
export interface StoredUpload {
  contentType: string;
  bytes: Uint8Array;
  name: string;
}
