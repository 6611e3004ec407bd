// Inviter code from the register link and the referral link of the invite modal (docs/product.md#invite).
import { REFERRAL_CODE_PREFIX } from '../constants';

/** Inviter code of a query string (`?code=`), or null; the app passes the query string. Example: `inviterCodeFromQuery('?code=PR42') === 'PR42'`. */
export function inviterCodeFromQuery(search: string): string | null {
  const code = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('code');
  const trimmed = code?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Referral code of a member. Example: `referralCode('abc') === 'PRabc'`. */
export function referralCode(memberId: string): string {
  return `${REFERRAL_CODE_PREFIX}${memberId}`;
}

/** Invite link `{origin}/register?code=PR{_id}`; the app passes its origin. Example: `referralLink('https://x.test', 'abc') === 'https://x.test/register?code=PRabc'`. */
export function referralLink(origin: string, memberId: string): string {
  return `${origin.replace(/\/+$/, '')}/register?code=${encodeURIComponent(referralCode(memberId))}`;
}
