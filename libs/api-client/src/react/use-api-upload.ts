// Upload mutations: progress and cancel travel in the variables (onProgress, signal); never retried.
import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import type { ApiError } from '../api-error';
import type { UploadOptions, UploadPath, UploadResult } from '../upload-types';
import { useApiClient } from './api-provider';

/**
 * A mutation uploading a file to `path`; `invalidates` lists what the upload changes; `toOptions` turns the hook's
 * variables into the upload options (default: the variables are the options).
 */
export function useApiUpload<P extends UploadPath, TVariables = UploadOptions<P>>(
  path: P,
  invalidates: () => readonly QueryKey[] = () => [],
  toOptions: (variables: TVariables) => UploadOptions<P> = (variables) => variables as UploadOptions<P>,
): UseMutationResult<UploadResult<P>, ApiError, TVariables> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<UploadResult<P>, ApiError, TVariables>({
    mutationKey: ['api', 'upload', path],
    retry: false,
    // Never paused offline to be sent later by itself (a deposit slip must not arrive minutes after the tap).
    networkMode: 'always',
    mutationFn: (variables) => client.upload(path, toOptions(variables)),
    onSuccess: async () => {
      await Promise.all(invalidates().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
