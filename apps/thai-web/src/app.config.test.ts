import { describe, expect, it } from 'vitest';
import { parseAppConfig } from '@wallet/screens';
import { appConfig } from './app.config';

describe('app build config', () => {
  it('passes the start-up validation', () => {
    expect(parseAppConfig(appConfig)).toBe(appConfig);
  });
});
