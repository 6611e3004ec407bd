import { describe, expect, it } from 'vitest';
import * as domain from './index';

// The public entry re-exports every feature folder; a few spot checks guard the contract other libs code against.
describe('@wallet/domain entry', () => {
  it('exports the functions other libs call', () => {
    const names = [
      'toBcp47',
      'formatMessage',
      'isSafeUrl',
      'isRootRelativePath',
      'isSafeMediaUrl',
      'validateChatText',
      'validateChatAttachment',
      'canSpin',
      'pickExtraTurns',
      'spinDurationMs',
      'wheelSize',
      'authOutcome',
      'errorMessage',
      'formatAmount',
      'formatDateTime',
      'formatAccountNumber',
      'totalBalance',
      'validateRegisterBank',
      'nextRegistrationStep',
      'bonusLook',
      'statementSign',
      'classifyDepositBank',
      'gameEntry',
      'playPlan',
      'pageRange',
      'relativeTime',
      'referralLink',
    ];
    expect(names.filter((name) => typeof (domain as Record<string, unknown>)[name] !== 'function')).toEqual(
      [],
    );
  });

  it('exports the catalogues and code lists', () => {
    expect(Object.keys(domain.messageCatalogs)).toEqual(['th', 'la', 'en']);
    expect(domain.englishMessages['notFound.page']).toBe('Page Not Found');
    expect(domain.ERROR_CODES).toContain('WRONG_CREDENTIAL');
    expect(domain.CANNOT_VERIFY_IDENTITY_TH).toBe('ไม่สามารถยืนยันตัวตนได้');
  });
});
