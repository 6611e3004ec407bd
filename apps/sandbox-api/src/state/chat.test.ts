import { describe, expect, it } from 'vitest';
import { history, markRead, storeMessage, supportReplies } from './chat';
import { SandboxState } from './store';
import type { ChatMessage } from './types';

function customerMessage(state: SandboxState, text: string, guestId: string): ChatMessage {
  return {
    _id: state.newId(),
    sender: 'customer',
    message: { message_type: 'text', payload: { message: text } },
    createdAt: state.now(),
    session_id: null,
    userId: null,
    guestId,
    username: null,
    name: null,
    deviceToken: null,
    readAt: null,
  };
}

describe('chat state', () => {
  it('pages newest first and marks only unread support messages read', () => {
    let t = Date.parse('2026-11-24T05:00:00Z');
    const state = new SandboxState({ seed: 3, now: () => new Date((t += 1000)), log: () => undefined });
    const question = customerMessage(state, 'hi', 'g1');
    storeMessage(state, question);
    for (const reply of supportReplies(state, question)) storeMessage(state, reply);
    storeMessage(state, customerMessage(state, 'other guest', 'g2'));
    const party = { userId: null, guestId: 'g1' };
    expect(history(state, party, 10, 0).map((m) => m.message.message_type)).toEqual([
      'generic',
      'quick_replies',
      'buttons',
      'text',
      'text',
    ]);
    expect(history(state, party, 2, 4).map((m) => m.message.payload['message'])).toEqual(['hi']);
    expect(markRead(state, party)).toBe(4);
    expect(markRead(state, party)).toBe(0);
    expect(
      history(state, party, 10, 0)
        .filter((m) => m.sender === 'customer')
        .every((m) => m.readAt === null),
    ).toBe(true);
    expect(history(state, { userId: null, guestId: 'g2' }, 10, 0)).toHaveLength(1);
  });
});
