// Uploads of chat files: one abortable upload per message, progress reported on the message, and the local preview
// URLs this client created (revoked when their message goes or the client is destroyed).
import type { ChatCore } from './chat-core';
import type { ChatFile } from './transport';

export interface UploadManager {
  /** Uploads the file of message `key`; resolves the server path. Rejects with an AbortError when cancelled. */
  upload(key: string, file: ChatFile, kind: 'image' | 'video'): Promise<{ path: string }>;
  /** Aborts the upload of `key`; false when none runs. */
  cancel(key: string): boolean;
  cancelAll(): void;
  /** An object URL showing the file before the server path arrives, or undefined where none can be made. */
  createPreview(file: ChatFile): string | undefined;
  revokePreview(url: string): void;
  revokeAll(): void;
}

export function createUploadManager(core: ChatCore): UploadManager {
  const { messages } = core;
  // Private: closure locals, so the minifier may rename them.
  const running = new Map<string, AbortController>();
  const previews = new Set<string>();

  return {
    async upload(key, file, kind) {
      const controller = new AbortController();
      running.set(key, controller);
      try {
        return await core.settings.transport.upload(file, {
          kind,
          signal: controller.signal,
          onProgress: (fraction) => {
            const current = messages.get(key);
            if (current?.status === 'uploading_file' && current.progress !== fraction)
              core.patchItem(key, { progress: fraction });
          },
        });
      } finally {
        running.delete(key);
      }
    },
    cancel(key) {
      const controller = running.get(key);
      if (!controller) return false;
      controller.abort();
      return true;
    },
    cancelAll() {
      for (const controller of running.values()) controller.abort();
    },
    createPreview(file) {
      const createUrl = (URL as { createObjectURL?: (blob: Blob) => string }).createObjectURL;
      if (typeof createUrl !== 'function') return undefined;
      try {
        const url = createUrl(file);
        previews.add(url);
        return url;
      } catch {
        // No preview: the bubble shows the file name until the server path arrives.
        return undefined;
      }
    },
    revokePreview(url) {
      URL.revokeObjectURL(url);
      previews.delete(url);
    },
    revokeAll() {
      for (const url of previews) URL.revokeObjectURL(url);
      previews.clear();
    },
  };
}
