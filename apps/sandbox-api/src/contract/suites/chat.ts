// Chat: config, send with the automatic support reply pushed over socket.io, history, read marks (uploads: see
// chat-uploads.ts).
import { expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { expectFailure } from '../harness';
import { DEMO, NEWCOMER, useSandbox, type SuiteEnv } from './env';

const guestId = 'guest-contract-1';

function textMessage(
  text: string,
  party: { userId: string; guestId: null } | { userId: null; guestId: string },
  clientId?: string,
) {
  return {
    ...(clientId === undefined ? {} : { clientId }),
    sender: 'customer',
    message: { message_type: 'text' as const, payload: { message: text } },
    session_id: 's-1',
    ...party,
  };
}

/** A fresh login's bearer token. */
async function tokenOf(
  doFetch: typeof fetch,
  url: string,
  who: { username: string; password: string },
): Promise<string> {
  const response = await doFetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(who),
  });
  return ((await response.json()) as { token: string }).token;
}

/** Whether a socket with `token` in its handshake (none when undefined) is let into `room`. */
async function joinAs(url: string, room: string, token: string | undefined): Promise<boolean> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    ...(token === undefined ? {} : { auth: { token } }),
  });
  try {
    return await new Promise<boolean>((resolve, reject) => {
      socket.on('connect_error', reject);
      socket.on('connect', () => socket.emit('join', room, (answer: { ok: boolean }) => resolve(answer.ok)));
    });
  } finally {
    socket.disconnect();
  }
}

export function chatSuite(env: SuiteEnv): void {
  const { ctx } = useSandbox(env);

  it('pushes the customer message and the support reply to the room over socket.io', async () => {
    const { guest, sandbox } = ctx();
    const { PREFIX } = await guest.get('/api/chat/config');
    const socket = io(sandbox.url, { path: '/socket.io', transports: ['websocket'], forceNew: true });
    const events: { _id: string; clientId?: string; sender: string; message: { message_type: string } }[] =
      [];
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect_error', reject);
        socket.on('connect', () => socket.emit('join', `${PREFIX}${guestId}`, () => resolve()));
      });
      const gotAll = new Promise<void>((resolve) => {
        socket.on('messaging', (event: (typeof events)[number]) => {
          events.push(event);
          if (events.length === 5) resolve();
        });
      });
      const sent = await guest.post('/api/chat/send-message', {
        body: textMessage('hello', { userId: null, guestId }, 'client-hello-1'),
      });
      expect(Date.parse(sent.createdAt)).not.toBeNaN();
      expect(sent.clientId).toBe('client-hello-1');
      await gotAll;
      expect(events[0]).toMatchObject({ _id: sent._id, clientId: 'client-hello-1' });
    } finally {
      socket.disconnect();
    }
    expect(new Set(events.map((e) => e._id)).size).toBe(5);
    expect(events.slice(1).every((e) => e.clientId === undefined)).toBe(true);
    expect(events.map((e) => e.message.message_type)).toEqual([
      'text',
      'text',
      'buttons',
      'quick_replies',
      'generic',
    ]);
    expect(events[0]?.sender).toBe('customer');
    expect(events.slice(1).every((e) => e.sender !== 'customer')).toBe(true);
    // The card's image is on the origin the socket reached, as in /api answers (the app's CSP allows only it).
    expect(JSON.stringify(events[4])).toContain(`"image_url":"${sandbox.url}/__assets/banners/welcome.svg"`);
    expect(events.flatMap((event) => env.document.checkSchema('ChatMessage', event))).toEqual([]);
  });

  it('pages history newest first and keeps conversations apart', async () => {
    const { guest } = ctx();
    const page = await guest.post('/api/chat/history', {
      body: { userId: null, guestId, limit: 10, skip: 0 },
    });
    expect(page.messages).toHaveLength(5);
    expect(page.messages[4]?.message.payload.message).toBe('hello');
    expect(page.messages[4]?.clientId).toBe('client-hello-1');
    const again = await guest.post('/api/chat/history', {
      body: { userId: null, guestId, limit: 10, skip: 0 },
    });
    expect(again.messages.map((m) => m._id)).toEqual(page.messages.map((m) => m._id));
    expect(page.messages[0]?.message.message_type).toBe('generic');
    expect(
      (await guest.post('/api/chat/history', { body: { userId: null, guestId, limit: 2, skip: 4 } }))
        .messages,
    ).toHaveLength(1);
    expect(
      (
        await guest.post('/api/chat/history', {
          body: { userId: null, guestId: 'other', limit: 10, skip: 0 },
        })
      ).messages,
    ).toEqual([]);
    const demo = await ctx().login(DEMO.username, DEMO.password);
    const { _id } = await demo.get('/api/account/profile');
    expect(
      (await demo.post('/api/chat/history', { body: { userId: _id, guestId: null, limit: 10, skip: 0 } }))
        .messages,
    ).toHaveLength(2);
    // Neither a user nor a guest: the document's ChatParty refuses it (the typed client cannot even send it).
    await expectFailure(
      guest.post('/api/chat/history', { body: { userId: null, guestId: null, limit: 10, skip: 0 } as never }),
      400,
      'KEY_INVALID',
    );
    await expectFailure(
      guest.post('/api/chat/history', { body: { userId: null, guestId, limit: 0, skip: 0 } }),
      400,
      'KEY_INVALID',
    );
  });

  it("keeps a player's conversation and room to that player, and sets the sender itself", async () => {
    const { guest, sandbox } = ctx();
    const demo = await ctx().login(DEMO.username, DEMO.password);
    const newcomer = await ctx().login(NEWCOMER.username, NEWCOMER.password);
    const { _id: victim } = await demo.get('/api/account/profile');
    const own = { userId: victim, guestId: null };
    const history = { ...own, limit: 10, skip: 0 };
    // No token: 401; another player's token: 403; the player's id passed off as a guest id: 403.
    await expectFailure(guest.post('/api/chat/history', { body: history }), 401, 'INVALID_TOKEN');
    await expectFailure(newcomer.post('/api/chat/history', { body: history }), 403, 'UNAUTHORIZED');
    await expectFailure(
      guest.post('/api/chat/history', { body: { userId: null, guestId: victim, limit: 10, skip: 0 } }),
      403,
      'UNAUTHORIZED',
    );
    await expectFailure(
      guest.post('/api/chat/send-message', { body: textMessage('hi', own) }),
      401,
      'INVALID_TOKEN',
    );
    await expectFailure(
      newcomer.post('/api/chat/send-message', {
        body: { ...textMessage('your account is locked', own), sender: 'admin' },
      }),
      403,
      'UNAUTHORIZED',
    );
    await expectFailure(newcomer.put('/api/chat/read-customer/', { body: own }), 403, 'UNAUTHORIZED');
    await expectFailure(guest.put('/api/chat/read-customer/', { body: own }), 401, 'INVALID_TOKEN');
    // Even in its own conversation a caller cannot write as support.
    await expectFailure(
      demo.post('/api/chat/send-message', { body: { ...textMessage('fake support', own), sender: 'admin' } }),
      403,
      'UNAUTHORIZED',
    );
    const before = (await demo.post('/api/chat/history', { body: { ...history, limit: 100 } })).messages;
    expect(
      before.some((m) => m.message.message_type === 'text' && JSON.stringify(m).includes('locked')),
    ).toBe(false);
    // The owner still reads and writes; a send without `sender` is stored as the customer's.
    const { sender: _ignored, ...withoutSender } = textMessage('mine', own);
    await demo.post('/api/chat/send-message', { body: withoutSender });
    const [latest] = (
      await demo.post('/api/chat/history', { body: { ...history, limit: 100 } })
    ).messages.filter((m) => m.sender === 'customer');
    expect(latest?.message.payload).toMatchObject({ message: 'mine' });

    // The realtime room: no token or another player's token, no join; the player's own token joins.
    const { PREFIX } = await guest.get('/api/chat/config');
    const tokens = {
      demo: await tokenOf(ctx().fetch, sandbox.url, DEMO),
      newcomer: await tokenOf(ctx().fetch, sandbox.url, NEWCOMER),
    };
    const joins = await Promise.all(
      [undefined, tokens.newcomer, tokens.demo].map((token) =>
        joinAs(sandbox.url, `${PREFIX}${victim}`, token),
      ),
    );
    expect(joins).toEqual([false, false, true]);
    expect(await joinAs(sandbox.url, `${PREFIX}${guestId}`, undefined)).toBe(true);
  });

  it("a logged-out token answers 401 on every operation and on the socket; the player's other token stays", async () => {
    const { sandbox, client, guest } = ctx();
    const { PREFIX } = await guest.get('/api/chat/config');
    const token = await tokenOf(ctx().fetch, sandbox.url, DEMO);
    const other = await tokenOf(ctx().fetch, sandbox.url, DEMO);
    const api = client(() => token);
    const { _id: room } = await api.get('/api/account/profile');
    // A socket opened with the token, in the player's room: the logout closes it.
    const socket = io(sandbox.url, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      auth: { token },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect_error', reject);
        socket.on('connect', () =>
          socket.emit('join', `${PREFIX}${room}`, (answer: { ok: boolean }) =>
            answer.ok ? resolve() : reject(new Error('join refused')),
          ),
        );
      });
      const closed = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));
      expect(await api.post('/api/logout')).toEqual({ code: 'SUCCESS', message: 'SUCCESS' });
      expect(await closed).toBe('io server disconnect');
    } finally {
      socket.disconnect();
    }
    await expectFailure(api.get('/api/account/profile'), 401, 'INVALID_TOKEN');
    await expectFailure(api.get('/api/wallet'), 401, 'INVALID_TOKEN');
    await expectFailure(
      api.post('/api/chat/history', { body: { userId: room, guestId: null, limit: 10, skip: 0 } }),
      401,
      'INVALID_TOKEN',
    );
    await expectFailure(api.post('/api/logout'), 401, 'INVALID_TOKEN');
    await expectFailure(guest.post('/api/logout'), 401, 'INVALID_TOKEN');
    // A new connection with it is refused at the handshake with the 401 answer.
    const refused = io(sandbox.url, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      auth: { token },
      reconnection: false,
    });
    try {
      const error = await new Promise<Error & { data?: unknown }>((resolve, reject) => {
        refused.on('connect_error', resolve);
        refused.on('connect', () => reject(new Error('a revoked token connected')));
      });
      expect(error.data).toEqual({ status: 401, code: 'INVALID_TOKEN' });
    } finally {
      refused.disconnect();
    }
    // The same player's other session (another device) is not ended by this logout.
    expect((await client(() => other).get('/api/account/profile'))._id).toBe(room);
    expect(await joinAs(sandbox.url, `${PREFIX}${room}`, other)).toBe(true);
  });

  it('stores a retried send (same clientId) once and answers the stored id', async () => {
    const { guest } = ctx();
    const party = { userId: null, guestId: 'guest-retry' };
    const first = await guest.post('/api/chat/send-message', {
      body: textMessage('retry me', party, 'c-retry'),
    });
    const retried = await guest.post('/api/chat/send-message', {
      body: textMessage('retry me', party, 'c-retry'),
    });
    expect(retried).toEqual(first);
    const { messages } = await guest.post('/api/chat/history', { body: { ...party, limit: 100, skip: 0 } });
    expect(messages.filter((m) => m.clientId === 'c-retry').map((m) => m._id)).toEqual([first._id]);
    expect(messages.filter((m) => m.sender === 'customer')).toHaveLength(1);
    const other = await guest.post('/api/chat/send-message', { body: textMessage('no id', party) });
    expect(other.clientId).toBeUndefined();
    expect(other._id).not.toBe(first._id);
    await expectFailure(
      guest.post('/api/chat/send-message', { body: textMessage('hi', party, 'x'.repeat(129)) }),
      400,
      'KEY_INVALID',
    );
    await expectFailure(
      guest.post('/api/chat/send-message', { body: textMessage('hi', party, '') }),
      400,
      'KEY_INVALID',
    );
  });

  it('answers a postback and refuses malformed messages', async () => {
    const { guest } = ctx();
    await guest.post('/api/chat/send-message', {
      body: {
        sender: 'customer',
        message: { message_type: 'postback', payload: { message: 'DEPOSIT_HELP' } },
        userId: null,
        guestId,
      },
    });
    const [reply] = (
      await guest.post('/api/chat/history', { body: { userId: null, guestId, limit: 1, skip: 0 } })
    ).messages;
    expect(reply?.message.payload.message).toContain('DEPOSIT_HELP');
    await expectFailure(
      guest.post('/api/chat/send-message', { body: textMessage('', { userId: null, guestId }) }),
      400,
      'KEY_MISSING',
    );
    await expectFailure(
      guest.post('/api/chat/send-message', {
        body: textMessage('x'.repeat(2001), { userId: null, guestId }),
      }),
      400,
      'KEY_INVALID',
    );
    await expectFailure(
      guest.post('/api/chat/send-message', {
        body: { ...textMessage('hi', { userId: null, guestId }), guestId: null } as never,
      }),
      400,
      'KEY_INVALID',
    );
    await expectFailure(
      guest.post('/api/chat/send-message', {
        body: {
          sender: 'customer',
          message: { message_type: 'media', payload: { fileType: 'image' } },
          userId: null,
          guestId,
        },
      }),
      400,
      'KEY_MISSING',
    );
  });

  it('marks the support messages read', async () => {
    const { guest } = ctx();
    expect(await guest.put('/api/chat/read-customer/', { body: { userId: null, guestId } })).toEqual({
      code: 'SUCCESS',
      message: 'SUCCESS',
    });
    await expectFailure(
      guest.put('/api/chat/read-customer/', { body: { userId: null, guestId: null } as never }),
      400,
      'KEY_INVALID',
    );
  });
}
