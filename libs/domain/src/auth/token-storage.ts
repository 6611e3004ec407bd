// Where the login token is kept (docs/product.md#session): persistently with remember-me, otherwise for the browser session.

/** Storage of the token. Example: `tokenStorage(true) === 'local'`. */
export function tokenStorage(rememberMe: boolean): 'local' | 'session' {
  return rememberMe ? 'local' : 'session';
}
