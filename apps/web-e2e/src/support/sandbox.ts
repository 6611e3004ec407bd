// The sandbox's test controls (/__sandbox/*: switches, banners, clock, forced answers), posted from a test.
import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';

/** Posts `data` to a sandbox control route and expects it taken. */
export async function sandbox(request: APIRequestContext, route: string, data: unknown = {}): Promise<void> {
  const res = await request.post(route, { data });
  expect(res.ok(), `${route} ${JSON.stringify(data)}`).toBe(true);
}

/** The chat launcher switched off, so nothing floats over the controls a test taps (the chat is other specs' subject). */
export async function hideChatWidget(request: APIRequestContext): Promise<void> {
  await sandbox(request, '/__sandbox/switches', { enableChatWidget: false });
}
