// Fixture builders: bonus and promotion.
import type {
  Bonus,
  BonusActiveCheck,
  BonusList,
  BonusMinimumCheck,
  CurrentPromotion,
  PromotionFound,
  UserBonus,
} from '../../generated/openapi';
import { FIXTURE_NOW, builder } from './builder';
import { buildBanner } from './invite-refund';

export const buildUserBonus = builder<UserBonus>(() => ({
  _id: 'ub-0001',
  isActive: false,
  received: [{ updatedAt: FIXTURE_NOW }],
}));
export const buildBonus = builder<Bonus>(() => ({
  code: 'WELCOME100',
  type: 'limit',
  maxReceived: 1,
  banners: [buildBanner({ image: 'https://cdn.example.com/banners/welcome.png' })],
  percentFail: 10,
  userBonus: null,
}));
export const buildBonusList = builder<BonusList>(() => ({
  bonuses: [
    buildBonus(),
    buildBonus({
      code: 'DAILY10',
      type: 'day',
      maxReceived: 2,
      userBonus: buildUserBonus({ isActive: true }),
    }),
    buildBonus({ code: 'WEEKLY5', type: 'week', maxReceived: 1, userBonus: buildUserBonus() }),
  ],
}));
export const buildBonusActiveCheck = builder<BonusActiveCheck>(() => ({ status: false, type: null }));
export const buildBonusMinimumCheck = builder<BonusMinimumCheck>(() => ({
  status: true,
  amount: 3,
  minimum: 5,
}));
export const buildPromotionFound = builder<PromotionFound>(() => ({
  percentFail: 5,
  description: 'New year promotion',
}));
export const buildCurrentPromotion = builder<CurrentPromotion>(() => ({ promotion: null }));
