// Fixture builders: statement and slips.
import type { SlipItem, SlipList, StatementItem, StatementList } from '../../generated/openapi';
import { FIXTURE_NOW, builder } from './builder';

export const buildStatementItem = builder<StatementItem>(() => ({
  _id: 'st-0001',
  statementType: 'deposit',
  status: 'SUCCESS',
  from: null,
  to: 'wallet',
  amount: 500,
  createdAt: FIXTURE_NOW,
}));
export const buildStatementList = builder<StatementList>(() => ({
  total: 3,
  statements: [
    buildStatementItem(),
    buildStatementItem({
      _id: 'st-0002',
      statementType: 'withdraw',
      status: 'PENDING',
      from: 'wallet',
      to: 'SCB',
      amount: 200,
    }),
    buildStatementItem({
      _id: 'st-0003',
      statementType: 'bonus',
      status: 'SUCCESS',
      from: null,
      to: 'wallet',
      amount: 50,
      bonus: { description: 'Welcome bonus' },
    }),
  ],
}));
export const buildSlipItem = builder<SlipItem>(() => ({
  createdAt: FIXTURE_NOW,
  amount: 500,
  status: 'SUCCESS',
  note: null,
  link: 'https://cdn.example.com/slips/SLIP-000123.jpg',
  reference: 'SLIP-000123',
}));
export const buildSlipList = builder<SlipList>(() => ({
  slips: [
    buildSlipItem(),
    buildSlipItem({ status: 'FAILED', note: 'SLIP_REFNO_DUPLICATED', reference: 'SLIP-000124' }),
  ],
  total: 2,
}));
