import { describe, expect, it } from 'vitest';
import { statementDescription } from './statement-description';

describe('statementDescription', () => {
  it.each([
    [{ bonus: { description: 'Welcome 100%' } }, 'Welcome 100%'],
    [{ promotion: { description: 'NEW100' } }, 'NEW100'],
    [{ invite: { description: 'Invite bonus' } }, 'Invite bonus'],
    [{ refund: { description: 'Weekly refund' } }, 'Weekly refund'],
    [{ luckydraw: { description: 'Spin prize' } }, 'Spin prize'],
    [{ bonus: { description: '  ' }, refund: { description: 'Refund' } }, 'Refund'],
    [{ bonus: null, promotion: { description: null } }, null],
    [{}, null],
  ])('statementDescription(%j) is %j', (item, text) => {
    expect(statementDescription(item)).toBe(text);
  });
});
