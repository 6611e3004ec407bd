import { describe, expectTypeOf, it } from 'vitest';
import type { ApiClient } from './client';
import type { ApiError, ApiErrorCode } from './api-error';
import type { ApiArgs, ApiBody, ApiPath, ApiResult } from './types';
import type { UploadFields } from './upload-types';
import type {
  LoginResponse,
  Profile,
  QrState,
  SlipItem,
  WalletResponse,
  ChatUploadResponse,
  StatementList,
} from './generated/openapi';

declare const api: ApiClient;

describe('ApiClient generics', () => {
  it('resolves each call to its unwrapped 200 body', () => {
    expectTypeOf(api.get('/api/wallet')).resolves.toEqualTypeOf<WalletResponse>();
    expectTypeOf(api.get('/api/account/profile')).resolves.toEqualTypeOf<Profile>();
    expectTypeOf(
      api.post('/api/login', { body: { username: 'u', password: 'p' } }),
    ).resolves.toEqualTypeOf<LoginResponse>();
    expectTypeOf(
      api.post('/api/statement', { body: { page: 1, limit: 10 } }),
    ).resolves.toEqualTypeOf<StatementList>();
    expectTypeOf(api.delete('/api/qrcode/{id}', { params: { path: { id: 'qr-1' } } })).resolves.not.toBeAny();
    expectTypeOf(
      api.get('/api/qrcode/{id}', { params: { path: { id: 'KBANK' } } }),
    ).resolves.toEqualTypeOf<QrState>();
  });

  it('types uploads by path', () => {
    expectTypeOf(api.upload('/api/wallet/slip', { file: new Blob() })).resolves.toEqualTypeOf<SlipItem>();
    expectTypeOf(
      api.upload('/api/chat/upload-image', { file: new Blob() }),
    ).resolves.toEqualTypeOf<ChatUploadResponse>();
    // @ts-expect-error not a multipart operation
    void api.upload('/api/login', { file: new Blob() });
  });

  it('types the form fields the document declares (the slip amount)', () => {
    expectTypeOf<UploadFields<'/api/wallet/slip'>>().toEqualTypeOf<{ readonly amount?: string }>();
    void api.upload('/api/wallet/slip', { file: new Blob(), fields: { amount: '250.00' } });
    // @ts-expect-error the amount is form text, not a number
    void api.upload('/api/wallet/slip', { file: new Blob(), fields: { amount: 250 } });
    // @ts-expect-error undeclared field
    void api.upload('/api/wallet/slip', { file: new Blob(), fields: { amout: '250' } });
  });

  it('makes options optional only when nothing is required', () => {
    expectTypeOf<ApiArgs<'get', '/api/wallet'>>().toEqualTypeOf<
      [options?: ApiArgs<'get', '/api/wallet'>[0]]
    >();
    // @ts-expect-error the login body is required
    void api.post('/api/login');
    // @ts-expect-error the path parameter is required
    void api.get('/api/wallet/account/{code}');
    // @ts-expect-error password is missing from the body
    void api.post('/api/login', { body: { username: 'u' } });
    // @ts-expect-error amount must be a number
    void api.post('/api/wallet/transfer', { body: { from: 'wallet', to: 'pg', amount: '100' } });
  });

  it('accepts only declared paths per method', () => {
    expectTypeOf<'/api/wallet'>().toExtend<ApiPath<'get'>>();
    expectTypeOf<'/api/login'>().not.toExtend<ApiPath<'get'>>();
    expectTypeOf<'/api/chat/read-customer/'>().toExtend<ApiPath<'put'>>();
    // @ts-expect-error unknown path
    void api.get('/api/nope');
  });

  it('exposes bodies and results by method and path', () => {
    expectTypeOf<ApiBody<'post', '/api/login'>>().toEqualTypeOf<{ username: string; password: string }>();
    expectTypeOf<ApiResult<'get', '/api/lookup/active'>>().toEqualTypeOf<{
      active: boolean;
      terminated: 'gone' | null;
    }>();
  });

  it('rejects with a typed ApiError code', () => {
    expectTypeOf<ApiError['code']>().toEqualTypeOf<ApiErrorCode>();
    expectTypeOf<'TIMEOUT'>().toExtend<ApiErrorCode>();
    expectTypeOf<'WRONG_CREDENTIAL'>().toExtend<ApiErrorCode>();
    expectTypeOf<'NOT_A_CODE'>().not.toExtend<ApiErrorCode>();
  });
});
