// The member id as support reads it out (docs/product.md#profile): the database id is 24 characters nobody can
// dictate, so the profile shows its last 8, upper case, in two groups of 4; the full id stays behind it.

/** Characters of the short reference, taken from the end of the id (its most varying part for an ObjectId). */
export const MEMBER_REFERENCE_LENGTH = 8;

/** `memberReference('64f1c2a9e3b7d0a1b2c3d4e5') === 'B2C3 D4E5'`; a shorter id is grouped whole. */
export function memberReference(id: string): string {
  const tail = id.trim().slice(-MEMBER_REFERENCE_LENGTH).toUpperCase();
  return tail.length > 4 ? `${tail.slice(0, tail.length - 4)} ${tail.slice(-4)}` : tail;
}
