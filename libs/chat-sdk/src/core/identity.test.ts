import { describe, expect, it } from 'vitest';
import {
  createMemoryStorage,
  ensureGuestId,
  GUEST_ID_STORAGE_KEY,
  resolveIdentity,
  roomName,
} from './identity';

describe('identity', () => {
  it('creates the guest id once and reuses it', () => {
    const storage = createMemoryStorage();
    let n = 0;
    const make = () => `g${++n}`;
    expect(ensureGuestId(storage, GUEST_ID_STORAGE_KEY, make)).toBe('g1');
    expect(ensureGuestId(storage, GUEST_ID_STORAGE_KEY, make)).toBe('g1');
    expect(storage.dump()).toEqual({ 'guest-id': 'g1' });
  });

  it('uses the user id when logged in and the guest id otherwise', () => {
    const storage = createMemoryStorage({ 'guest-id': 'g9' });
    expect(resolveIdentity('u1', storage)).toEqual({ userId: 'u1', guestId: null });
    expect(resolveIdentity(null, storage)).toEqual({ userId: null, guestId: 'g9' });
    expect(roomName('p-', { userId: 'u1', guestId: null })).toBe('p-u1');
    expect(roomName('p-', { userId: null, guestId: 'g9' })).toBe('p-g9');
  });

  it('still gives an id when the storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(ensureGuestId(broken, 'k', () => 'tmp')).toBe('tmp');
  });
});
