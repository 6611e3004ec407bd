// Reading a multipart upload (field `file`): a broken form is a 400, never a crash.
import type { Context } from 'hono';
import { ApiFailure, type ErrorCode } from './errors';

/** An uploaded file read into memory. */
export interface UploadedFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** The `file` part and the text fields of a multipart body; `missing` is the code when there is no file. */
export async function readUpload(
  c: Context,
  missing: ErrorCode,
): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data'))
    throw new ApiFailure(missing, 'a multipart/form-data body is required');
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new ApiFailure('KEY_INVALID', 'the multipart body cannot be read');
  }
  const part = form.get('file');
  if (part === null || typeof part === 'string') throw new ApiFailure(missing, 'the file part is required');
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value;
  return {
    file: { name: part.name, type: part.type, bytes: new Uint8Array(await part.arrayBuffer()) },
    fields,
  };
}
