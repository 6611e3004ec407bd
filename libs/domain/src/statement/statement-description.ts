// Statement rows carry at most one detail object (bonus, promotion, invite, refund, luckydraw) whose description is shown.

/** Statement fields that may hold a description. Example: `{ bonus: { description: 'Welcome 100%' } }`. */
export interface StatementDetails {
  bonus?: { description?: string | null } | null;
  promotion?: { description?: string | null } | null;
  invite?: { description?: string | null } | null;
  refund?: { description?: string | null } | null;
  luckydraw?: { description?: string | null } | null;
}

const detailKeys = ['bonus', 'promotion', 'invite', 'refund', 'luckydraw'] as const;

/** Description of the first detail object of a statement row, or null. Example: `statementDescription({ refund: { description: 'Weekly refund' } }) === 'Weekly refund'`. */
export function statementDescription(item: StatementDetails): string | null {
  for (const key of detailKeys) {
    const description = item[key]?.description;
    if (typeof description === 'string' && description.trim() !== '') return description;
  }
  return null;
}
