import { describe, expect, it } from 'vitest';
import { SESSION_CHECK_MS } from '@wallet/domain';
import { startSessionWatch, type SessionWatchPage } from './session-watch';

/** A page with a hand-moved clock and a manual interval. */
function fakePage() {
  const state = { now: 0, visible: true, online: true };
  let tick: (() => void) | null = null;
  let wake: (() => void) | null = null;
  const page: SessionWatchPage = {
    visible: () => state.visible,
    online: () => state.online,
    onWake(listener) {
      wake = listener;
      return () => {
        wake = null;
      };
    },
    now: () => state.now,
    setInterval(run) {
      tick = run;
      return 1;
    },
    clearInterval() {
      tick = null;
    },
  };
  return {
    state,
    page,
    advance(ms: number) {
      state.now += ms;
      tick?.();
    },
    wake: () => wake?.(),
    running: () => tick !== null && wake !== null,
  };
}

describe('session watch', () => {
  it('asks only after SESSION_CHECK_MS without any answer, one check at a time', async () => {
    const fake = fakePage();
    let lastAnswer = 0;
    let checks = 0;
    let answer: () => void = () => undefined;
    const stop = startSessionWatch(fake.page, {
      lastAnswerAt: () => lastAnswer,
      check: () => {
        checks += 1;
        return new Promise<void>((resolve) => {
          answer = () => {
            lastAnswer = fake.state.now;
            resolve();
          };
        });
      },
    });
    fake.advance(SESSION_CHECK_MS - 1);
    expect(checks).toBe(0);
    // A call of the page answered meanwhile: the period starts again.
    lastAnswer = fake.state.now;
    fake.advance(SESSION_CHECK_MS - 1);
    expect(checks).toBe(0);
    fake.advance(1);
    expect(checks).toBe(1);
    fake.advance(SESSION_CHECK_MS);
    expect(checks).toBe(1);
    answer();
    await Promise.resolve();
    await Promise.resolve();
    fake.advance(SESSION_CHECK_MS);
    expect(checks).toBe(2);
    stop();
    expect(fake.running()).toBe(false);
  });

  it('asks nothing while hidden or offline, and asks at once when the page is shown again', () => {
    const fake = fakePage();
    let checks = 0;
    startSessionWatch(fake.page, {
      lastAnswerAt: () => 0,
      check: () => {
        checks += 1;
        return Promise.reject(new Error('offline'));
      },
    });
    fake.state.visible = false;
    fake.advance(SESSION_CHECK_MS * 10);
    fake.state.visible = true;
    fake.state.online = false;
    fake.advance(SESSION_CHECK_MS * 10);
    expect(checks).toBe(0);
    fake.state.online = true;
    fake.wake();
    expect(checks).toBe(1);
  });
});
