import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazy routes load real modules; on a busy 2-core CI machine that can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  // Files share a worker (isolate: false): a test that left fake timers on must not slow the next file's.
  vi.useRealTimers();
  // Node-environment tests (e.g. catalogue checks) have no DOM to clean.
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
