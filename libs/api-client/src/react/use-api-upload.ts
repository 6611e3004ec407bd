// Upload mutations: progress and cancel travel in the variables (onProgress, signal); never retried.
import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import type { ApiError } from '../api-error';
import type { UploadOptions, UploadPath, UploadResult } from '../upload';
import { useApiClient } from './api-provider';

/** A mutation uploading a file to `path`; `invalidates` lists what the upload changes. */
export function useApiUpload<P extends UploadPath>(
  path: P,
  invalidates: () => readonly QueryKey[] = () => [],
): UseMutationResult<UploadResult<P>, ApiError, UploadOptions<P>> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<UploadResult<P>, ApiError, UploadOptions<P>>({
    mutationKey: ['api', 'upload', path],
    retry: false,
    mutationFn: (options) => client.upload(path, options),
    onSuccess: async () => {
      await Promise.all(invalidates().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
