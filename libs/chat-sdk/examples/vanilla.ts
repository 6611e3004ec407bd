/* eslint-disable @nx/enforce-module-boundaries -- the example imports the package by name, exactly as an installed consumer does */
// Runnable example against the sandbox API: join, send a text, receive the automatic reply, upload an image.
// Start the sandbox (`npm start -w @wallet/sandbox-api`), then: `npm run example -w @wallet/chat-sdk`
// (or CHAT_API_URL=http://127.0.0.1:PORT node --conditions=@wallet/source --import tsx examples/vanilla.ts).
import { createChatClient, createHttpChatTransport, createMemoryStorage } from '@wallet/chat-sdk';
import type { ChatItem } from '@wallet/chat-sdk';

const baseUrl = process.env.CHAT_API_URL ?? 'http://127.0.0.1:3333';
const timeoutMs = Number(process.env.CHAT_EXAMPLE_TIMEOUT_MS ?? 10_000);

const describe = (m: ChatItem) =>
  `${m.sender.padEnd(8)} ${m.message.message_type.padEnd(13)} ${m.message.payload.message ?? m.message.payload.filePath ?? ''}`;

const client = createChatClient({
  transport: createHttpChatTransport({ baseUrl, getToken: () => process.env.CHAT_TOKEN ?? null }),
  socketUrl: baseUrl,
  storage: createMemoryStorage(), // a browser would keep the guest id in localStorage (the default there)
});

client.on('connection', ({ state }) => console.log(`[connection] ${state}`));
client.on('message', (m) => console.log(`[message]    ${describe(m)}`));
client.on('message:status', (m) => {
  const progress = m.status === 'uploading_file' ? ` ${Math.round((m.progress ?? 0) * 100)}%` : '';
  console.log(`[status]     ${m.message.message_type} ${m.status}${progress}`);
});
client.on('error', ({ operation, error }) => console.error(`[error]      ${operation}: ${String(error)}`));

function until(check: () => boolean, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (check()) {
        clearInterval(timer);
        resolve();
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(timer);
        reject(new Error(`Timed out waiting for ${what}`));
      }
    }, 20);
  });
}

try {
  await client.start();
  const { room, identity } = client.getState();
  console.log(`[ready]      room ${room} (guest ${identity.guestId})`);
  await until(() => client.getState().connection === 'connected', 'the socket');

  const sent = client.sendText('สวัสดีครับ ฝากเงินแล้วยอดยังไม่เข้า');
  if (!sent.ok) throw new Error(`text rejected: ${sent.error.id}`);
  await until(() => client.getState().messages.some((m) => m.sender !== 'customer'), 'the automatic reply');

  // A 1x1 PNG; in a browser this would be the File from <input type="file">.
  const png = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
    (c) => c.charCodeAt(0),
  );
  const upload = client.sendFile(new File([png], 'slip.png', { type: 'image/png' }));
  if (!upload.ok) throw new Error(`file rejected: ${upload.error.id}`);
  await until(
    () => client.getState().messages.find((m) => m.key === upload.key)?.status === 'succeed',
    'the upload',
  );

  const { messages } = client.getState();
  console.log(`\n${messages.length} messages, oldest first:`);
  for (const m of messages) console.log(`  ${describe(m)}`);
  const keys = messages.map((m) => m.key);
  console.log(`duplicates: ${keys.length - new Set(keys).size}`);
} finally {
  client.destroy();
}
