// Chat uploads: images and videos stored, served back inert and typed by their leading bytes, not their name.
import { expect, it } from 'vitest';
import { expectFailure } from '../harness';
import { useSandbox, type SuiteEnv } from './env';

const guestId = 'guest-contract-uploads';

/** Leading bytes of real files of each allowed type (the sandbox reads them, not the name or declared type). */
const PNG_BYTES = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG_BYTES = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const MP4_BYTES = Uint8Array.from([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0]);
const QUICKTIME_BYTES = Uint8Array.from([0, 0, 0, 0x14, ...new TextEncoder().encode('ftypqt  '), 0, 0, 2, 0]);

export function chatUploadSuite(env: SuiteEnv): void {
  const { ctx } = useSandbox(env);

  it('stores image and video uploads, serves them back and refuses wrong or oversized files', async () => {
    const { guest, sandbox } = ctx();
    const image = await guest.upload('/api/chat/upload-image', {
      file: new Blob([PNG_BYTES], { type: 'image/png' }),
      fileName: 'a.png',
    });
    expect(image.path).toMatch(/^\/uploads\/chat\/.+\.png$/);
    const served = await fetch(`${sandbox.url}${image.path}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_BYTES);
    const video = await guest.upload('/api/chat/upload-video', {
      file: new Blob([MP4_BYTES], { type: 'video/mp4' }),
      fileName: 'clip.mp4',
    });
    expect(video.path).toMatch(/\.mp4$/);
    await guest.post('/api/chat/send-message', {
      body: {
        sender: 'customer',
        message: {
          message_type: 'media',
          payload: { fileType: 'image', filePath: image.path, name: 'a.png' },
        },
        userId: null,
        guestId,
      },
    });
    await expectFailure(
      guest.upload('/api/chat/upload-image', {
        file: new Blob(['x'], { type: 'text/plain' }),
        fileName: 'a.txt',
      }),
      400,
      'KEY_INVALID',
    );
    await expectFailure(
      guest.upload('/api/chat/upload-image', {
        file: new Blob(['x'], { type: 'image/png' }),
        fileName: 'noextension',
      }),
      400,
      'KEY_INVALID',
    );
    await expectFailure(
      guest.upload('/api/chat/upload-video', {
        file: new Blob(['x'], { type: 'image/png' }),
        fileName: 'a.png',
      }),
      400,
      'KEY_INVALID',
    );
    const tooLarge = await expectFailure(
      guest.upload('/api/chat/upload-image', {
        file: new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'image/png' }),
        fileName: 'big.png',
      }),
      413,
      'KEY_INVALID',
    );
    expect(tooLarge.message).toBe('The file is too large. Please select file no larger than 10 MB.');
    await expectFailure(
      guest.upload('/api/chat/upload-video', {
        file: new Blob([new Uint8Array(20 * 1024 * 1024 + 1)], { type: 'video/mp4' }),
        fileName: 'big.mp4',
      }),
      413,
      'KEY_INVALID',
    );
  });

  it('decides what an upload is from its leading bytes, stores it under its own extension and serves it inert', async () => {
    const { guest, sandbox } = ctx();
    // An HTML page named and declared as a PNG is refused, as is a PNG sent as a video.
    const page = new TextEncoder().encode('<!doctype html><script>alert(document.cookie)</script>');
    for (const fileName of ['evil.png', 'evil.html']) {
      await expectFailure(
        guest.upload('/api/chat/upload-image', { file: new Blob([page], { type: 'image/png' }), fileName }),
        400,
        'KEY_INVALID',
      );
    }
    await expectFailure(
      guest.upload('/api/chat/upload-video', {
        file: new Blob([PNG_BYTES], { type: 'video/mp4' }),
        fileName: 'a.mp4',
      }),
      400,
      'KEY_INVALID',
    );
    // A real JPEG named .png and declared as PNG: stored as .jpg and served as image/jpeg.
    const jpeg = await guest.upload('/api/chat/upload-image', {
      file: new Blob([JPEG_BYTES], { type: 'image/png' }),
      fileName: 'photo.png',
    });
    expect(jpeg.path).toMatch(/^\/uploads\/chat\/[0-9a-f]+\.jpg$/);
    const served = await fetch(`${sandbox.url}${jpeg.path}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('content-disposition')).toBe('inline');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const mov = await guest.upload('/api/chat/upload-video', {
      file: new Blob([QUICKTIME_BYTES], { type: 'video/mp4' }),
      fileName: 'clip.mp4',
    });
    expect(mov.path).toMatch(/\.mov$/);
    expect((await fetch(`${sandbox.url}${mov.path}`)).headers.get('content-type')).toBe('video/quicktime');
  });
}
