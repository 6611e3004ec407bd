import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import * as reactEntry from './index';
import { apiKeys } from './keys';
import { apiPathKey, apiQueryKey } from './query-keys';

describe('apiQueryKey', () => {
  it('is the method and path when the call has no parameters', () => {
    expect(apiQueryKey('get', '/api/wallet')).toEqual(['api', 'get', '/api/wallet']);
    expect(apiQueryKey('get', '/api/wallet', {})).toEqual(['api', 'get', '/api/wallet']);
  });

  it('adds path, query and body, never transport options', () => {
    const withSignal = {
      params: { path: { code: 'pg' } },
      signal: new AbortController().signal,
      timeoutMs: 5,
    };
    expect(apiQueryKey('get', '/api/wallet/account/{code}', withSignal)).toEqual([
      'api',
      'get',
      '/api/wallet/account/{code}',
      { path: { code: 'pg' } },
    ]);
    expect(apiQueryKey('post', '/api/statement', { body: { page: 2, limit: 10 } })).toEqual([
      'api',
      'post',
      '/api/statement',
      { body: { page: 2, limit: 10 } },
    ]);
  });

  it('has prefixes that match every page of a list', () => {
    const page = apiQueryKey('post', '/api/statement', { body: { page: 3, limit: 10 } });
    expect(page.slice(0, apiKeys.statements.length)).toEqual(apiKeys.statements);
    expect(apiPathKey('get', '/api/wallet')).toEqual(apiKeys.wallet);
  });
});

describe('react entry', () => {
  it('has one named hook per operation of the document', () => {
    const documentPath = path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../../openapi/openapi.yaml',
    );
    const document = parse(readFileSync(documentPath, 'utf8')) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const methods = new Set(['get', 'post', 'put', 'delete', 'patch']);
    // The chat's calls are the chat SDK's (its transport over the app client), not React Query hooks.
    const operations = Object.entries(document.paths)
      .filter(([path]) => !path.startsWith('/api/chat/'))
      .flatMap(([, item]) => Object.keys(item).filter((key) => methods.has(key)));
    const generic = new Set([
      'useApiClient',
      'useApiGet',
      'useApiPostQuery',
      'useApiMutation',
      'useApiUpload',
    ]);
    const hooks = Object.keys(reactEntry).filter((name) => /^use[A-Z]/.test(name) && !generic.has(name));
    expect(operations).toHaveLength(64);
    expect(hooks).toHaveLength(operations.length);
  });
});
