import { describe, expect, it } from 'vitest';
import { compositeKey, MessageCollection, messageKey } from './message-collection';
import type { ChatItem, ChatWireMessage } from './types';

const wire = (n: number, extra: Partial<ChatWireMessage> = {}): ChatWireMessage => ({
  _id: `id${n}`,
  sender: 'admin',
  message: { message_type: 'text', payload: { message: `t${n}` } },
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
  ...extra,
});

const ids = (c: MessageCollection) => c.snapshot().map((m) => m._id ?? m.key);

describe('messageKey', () => {
  it('prefers the server _id, then the client id, then createdAt/sender/text', () => {
    expect(messageKey(wire(1))).toBe('id:id1');
    expect(messageKey({ ...wire(1), _id: undefined, clientId: 'c1' } as ChatWireMessage)).toBe('c:c1');
    const bare: ChatWireMessage = {
      sender: 'admin',
      session_id: 's',
      createdAt: '2026-01-01T00:00:00.000Z',
      message: { message_type: 'text', payload: { message: 'hi' } },
    };
    expect(messageKey(bare)).toBe('k:2026-01-01T00:00:00.000Z|admin|hi');
    expect(compositeKey({ ...bare, createdAt: undefined } as ChatWireMessage)).toBeNull();
  });
});

describe('MessageCollection', () => {
  it('orders newest-first pages oldest first and ignores repeats', () => {
    const c = new MessageCollection();
    const added = c.mergeServer([wire(3), wire(2), wire(1)]);
    expect(added).toHaveLength(3);
    expect(c.mergeServer([wire(2), wire(3)])).toHaveLength(0);
    c.mergeServer([wire(5), wire(4)]);
    expect(ids(c)).toEqual(['id1', 'id2', 'id3', 'id4', 'id5']);
  });

  it('inserts older pages before newer messages and keeps server order on equal timestamps', () => {
    const c = new MessageCollection();
    c.mergeServer([wire(10), wire(9)]);
    const same = wire(1).createdAt;
    c.mergeServer([wire(3, { createdAt: same }), wire(2, { createdAt: same }), wire(1)]);
    expect(ids(c)).toEqual(['id1', 'id2', 'id3', 'id9', 'id10']);
  });

  it('matches a server copy of a local message by client id and keeps the local key', () => {
    const c = new MessageCollection();
    const local: ChatItem = {
      key: 'c:abc',
      clientId: 'abc',
      sender: 'customer',
      message: { message_type: 'text', payload: { message: 'hello' } },
      createdAt: '2026-01-01T00:00:05.000Z',
      status: 'sending',
    };
    c.addLocal(local);
    const added = c.mergeServer([{ ...local, _id: 'srv1', createdAt: '2026-01-01T00:00:06.000Z' }]);
    expect(added).toHaveLength(0);
    expect(c.snapshot()).toHaveLength(1);
    expect(c.snapshot()[0]).toMatchObject({ key: 'c:abc', _id: 'srv1', status: 'succeed' });
    expect(c.has(wire(99, { _id: 'srv1' }))).toBe(true);
  });

  it('joins a stored twin when a patch gives a local message the same server time and content', () => {
    const c = new MessageCollection();
    c.addLocal({
      key: 'c:x',
      clientId: 'x',
      sender: 'customer',
      message: { message_type: 'text', payload: { message: 'same' } },
      createdAt: '2026-01-01T00:00:01.000Z',
      status: 'failed',
    });
    const echo: ChatWireMessage = {
      _id: 'e1',
      sender: 'customer',
      message: { message_type: 'text', payload: { message: 'same' } },
      createdAt: '2026-01-01T00:00:02.000Z',
    };
    c.mergeServer([echo]);
    expect(c.snapshot()).toHaveLength(2);
    c.patch('c:x', { status: 'succeed', createdAt: '2026-01-01T00:00:02.000Z' });
    expect(c.snapshot()).toHaveLength(1);
    expect(c.snapshot()[0]).toMatchObject({ key: 'c:x', _id: 'e1', status: 'succeed' });
    expect(c.mergeServer([echo])).toHaveLength(0);
  });

  it('adopts an echo without ids into the pending local message with the same content', () => {
    const c = new MessageCollection();
    c.addLocal({
      key: 'c:p',
      clientId: 'p',
      sender: 'customer',
      message: { message_type: 'text', payload: { message: 'echoed early' } },
      createdAt: '2026-01-01T00:00:01.000Z',
      status: 'sending',
    });
    const echo: ChatWireMessage = {
      sender: 'customer',
      message: { message_type: 'text', payload: { message: 'echoed early' } },
      createdAt: '2026-01-01T00:00:03.000Z',
    };
    expect(c.mergeServer([echo])).toHaveLength(0);
    expect(c.snapshot()).toHaveLength(1);
    expect(c.snapshot()[0]).toMatchObject({
      key: 'c:p',
      status: 'succeed',
      createdAt: '2026-01-01T00:00:03.000Z',
    });
    c.patch('c:p', { status: 'succeed', createdAt: '2026-01-01T00:00:03.000Z' });
    expect(c.mergeServer([echo])).toHaveLength(0);
    expect(c.snapshot()).toHaveLength(1);
  });

  it('moves an item when its time changes and removes items with all their aliases', () => {
    const c = new MessageCollection();
    c.mergeServer([wire(1), wire(2), wire(3)]);
    c.patch('id:id1', { createdAt: wire(4).createdAt });
    expect(ids(c)).toEqual(['id2', 'id3', 'id1']);
    expect(c.remove('id:id2')).toBe(true);
    expect(c.remove('id:id2')).toBe(false);
    expect(c.has(wire(2))).toBe(false);
    expect(ids(c)).toEqual(['id3', 'id1']);
  });

  it('returns a new snapshot only after a change', () => {
    const c = new MessageCollection();
    c.mergeServer([wire(1)]);
    const before = c.snapshot();
    c.mergeServer([wire(1)]);
    expect(c.snapshot()).toBe(before);
    c.mergeServer([wire(2)]);
    expect(c.snapshot()).not.toBe(before);
  });

  it('stays fast with thousands of messages', () => {
    const c = new MessageCollection();
    const started = performance.now();
    for (let page = 0; page < 500; page += 1)
      c.mergeServer(Array.from({ length: 10 }, (_, i) => wire(page * 10 + i)));
    expect(c.size).toBe(5000);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(ids(c)[4999]).toBe('id4999');
  });
});
