// Hooks of the support chat (guests allowed; docs/product.md#chat).
import type { ApiBody, ApiResult } from '../types';
import { apiKeys } from './keys';
import { useApiGet, useApiMutation, useApiPostQuery, type ApiQueryConfig } from './use-api';
import { useApiUpload } from './use-api-upload';

/** GET /api/chat/config: the room prefix. */
export const useChatConfig = (config?: ApiQueryConfig<ApiResult<'get', '/api/chat/config'>>) =>
  useApiGet('/api/chat/config', undefined, config);

/** POST /api/chat/history: one page of history, newest first. Example: `useChatHistory({ userId, guestId: null, limit: 10, skip: 0 })`. */
export const useChatHistory = (
  request: ApiBody<'post', '/api/chat/history'>,
  config?: ApiQueryConfig<ApiResult<'post', '/api/chat/history'>>,
) => useApiPostQuery('/api/chat/history', { body: request }, config);

/** POST /api/chat/send-message: sends a message; the history reloads. */
export const useSendChatMessage = () =>
  useApiMutation({
    method: 'post',
    path: '/api/chat/send-message',
    toOptions: (body: ApiBody<'post', '/api/chat/send-message'>) => ({ body }),
    invalidates: () => [apiKeys.chatHistory],
  });

/** PUT /api/chat/read-customer/: marks support messages read (no cached read changes). */
export const useMarkChatRead = () =>
  useApiMutation({
    method: 'put',
    path: '/api/chat/read-customer/',
    toOptions: (body: ApiBody<'put', '/api/chat/read-customer/'>) => ({ body }),
  });

/** POST /api/chat/upload-image: uploads an image with progress and cancel; resolves to { path }. */
export const useUploadChatImage = () => useApiUpload('/api/chat/upload-image');

/** POST /api/chat/upload-video: uploads a video with progress and cancel; resolves to { path }. */
export const useUploadChatVideo = () => useApiUpload('/api/chat/upload-video');
