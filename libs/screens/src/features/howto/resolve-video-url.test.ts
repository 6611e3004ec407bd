import { describe, expect, it } from 'vitest';
import { resolveVideoUrl } from './resolve-video-url';

describe('resolveVideoUrl', () => {
  it('resolves a root-relative path against the page base and keeps absolute URLs', () => {
    expect(resolveVideoUrl('/howto/wallet.mp4', 'https://wallet.example/howto')).toBe(
      'https://wallet.example/howto/wallet.mp4',
    );
    expect(resolveVideoUrl('https://cdn.example/v.mp4', 'https://wallet.example/')).toBe(
      'https://cdn.example/v.mp4',
    );
  });

  it('gives an empty URL when nothing sensible can be built', () => {
    expect(resolveVideoUrl('/howto/wallet.mp4', 'not a base')).toBe('');
  });
});
