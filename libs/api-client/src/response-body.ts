// Parsing of a 2xx body: the wallet API always answers JSON, anything else is a BAD_RESPONSE.
import { ApiError } from './api-error';

/** Parses the text of a 2xx answer; an empty or non-JSON body throws ApiError BAD_RESPONSE. */
export function parseSuccessBody(status: number, text: unknown): unknown {
  if (typeof text !== 'string' || text.trim() === '') {
    throw new ApiError({ status, code: 'BAD_RESPONSE', message: 'The server answered without a body' });
  }
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new ApiError({
      status,
      code: 'BAD_RESPONSE',
      message: 'The server answered with invalid JSON',
      cause,
    });
  }
}
