// Where the login token is kept (SPEC section 3): persistently with remember-me, otherwise for the browser session.

/** Storage of the token. Example: `tokenStorage(true) === 'local'`. */
export function tokenStorage(rememberMe: boolean): 'local' | 'session' {
  return rememberMe ? 'local' : 'session';
}
