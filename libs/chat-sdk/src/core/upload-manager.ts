// Uploads of chat files: one abortable upload per message, progress reported on the message, and the local preview
// URLs this client created (revoked when their message goes or the client is destroyed).
import type { ChatCore } from './chat-core';
import type { ChatFile } from './transport';

export class UploadManager {
  private readonly running = new Map<string, AbortController>();
  private readonly previews = new Set<string>();

  constructor(private readonly core: ChatCore) {}

  /** Uploads the file of message `key`; resolves the server path. Rejects with an AbortError when cancelled. */
  async upload(key: string, file: ChatFile, kind: 'image' | 'video'): Promise<{ path: string }> {
    const { core } = this;
    const controller = new AbortController();
    this.running.set(key, controller);
    try {
      return await core.settings.transport.upload(file, {
        kind,
        signal: controller.signal,
        onProgress: (fraction) => {
          const current = core.messages.get(key);
          if (current?.status === 'uploading_file' && current.progress !== fraction)
            core.patchItem(key, { progress: fraction });
        },
      });
    } finally {
      this.running.delete(key);
    }
  }

  /** Aborts the upload of `key`; false when none runs. */
  cancel(key: string): boolean {
    const controller = this.running.get(key);
    if (!controller) return false;
    controller.abort();
    return true;
  }

  cancelAll(): void {
    for (const controller of this.running.values()) controller.abort();
  }

  /** An object URL showing the file before the server path arrives, or undefined where none can be made. */
  createPreview(file: ChatFile): string | undefined {
    const createUrl = (URL as { createObjectURL?: (blob: Blob) => string }).createObjectURL;
    if (typeof createUrl !== 'function') return undefined;
    try {
      const url = createUrl(file);
      this.previews.add(url);
      return url;
    } catch {
      // No preview: the bubble shows the file name until the server path arrives.
      return undefined;
    }
  }

  revokePreview(url: string): void {
    URL.revokeObjectURL(url);
    this.previews.delete(url);
  }

  revokeAll(): void {
    for (const url of this.previews) URL.revokeObjectURL(url);
    this.previews.clear();
  }
}
