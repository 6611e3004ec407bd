import { describe, expect, it } from 'vitest';
import { findByClientId, history, markRead, storeMessage, supportReplies } from './chat';
import { seedWorld } from '../seed/world';
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
    clientId: null,
  };
}

describe('chat state', () => {
  it('pages newest first and marks only unread support messages read', () => {
    let t = Date.parse('2026-11-24T05:00:00Z');
    const state = new SandboxState({
      seed: 3,
      now: () => new Date((t += 1000)),
      log: () => undefined,
      populate: seedWorld,
    });
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

  it('finds a retried send by clientId within its conversation only; support replies carry none', () => {
    const state = new SandboxState({
      seed: 4,
      now: () => new Date('2026-11-24T05:00:00Z'),
      log: () => undefined,
      populate: seedWorld,
    });
    const sent = { ...customerMessage(state, 'hi', 'g1'), clientId: 'c-1' };
    storeMessage(state, sent);
    const replies = supportReplies(state, sent);
    for (const reply of replies) storeMessage(state, reply);
    expect(findByClientId(state, { userId: null, guestId: 'g1' }, 'c-1')?._id).toBe(sent._id);
    expect(findByClientId(state, { userId: null, guestId: 'g2' }, 'c-1')).toBeUndefined();
    expect(findByClientId(state, { userId: null, guestId: 'g1' }, 'c-2')).toBeUndefined();
    expect(replies.every((reply) => reply.clientId === null)).toBe(true);
    expect(new Set([sent._id, ...replies.map((reply) => reply._id)]).size).toBe(replies.length + 1);
  });
});
