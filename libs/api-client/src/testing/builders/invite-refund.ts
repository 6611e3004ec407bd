// Fixture builders: invite and refund.
import type {
  Banner,
  BannerList,
  InviteList,
  InviteRecord,
  RefundCheck,
  RefundList,
  RefundLog,
} from '../../generated/openapi';
import { FIXTURE_NOW, builder } from './builder';

export const buildInviteRecord = builder<InviteRecord>(() => ({
  from: { name: 'Somsri Friend' },
  amount: 50,
  createdAt: FIXTURE_NOW,
}));
export const buildInviteList = builder<InviteList>(() => ({ invites: [buildInviteRecord()], total: 1 }));
export const buildBanner = builder<Banner>(() => ({
  image: 'https://cdn.example.com/banners/invite.png',
  html: null,
}));
export const buildBannerList = builder<BannerList>(() => ({ banners: [buildBanner()] }));
export const buildRefundCheck = builder<RefundCheck>(() => ({
  result: true,
  bonus: false,
  info: '<p>Refunds are paid every Monday.</p>',
  refundAmount: 120,
  refundSuccess: 5,
  refundFail: 10,
}));
export const buildRefundLog = builder<RefundLog>(() => ({ refundAmount: 120, createdAt: FIXTURE_NOW }));
export const buildRefundList = builder<RefundList>(() => ({ refunds: [buildRefundLog()], total: 1 }));
