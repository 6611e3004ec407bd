// Every page's URL, said once (bulletproof-react's paths.ts): the route table, the shells, the prerender table and
// every link and redirect read it, so a renamed page is one edit here. `path` is what the route table declares
// (relative under its parent for the player's pages), `getHref()` the URL a link goes to. docs/product.md#routes.

/** A top-level page: the route declares its URL. */
const page = <P extends string>(path: P) => ({ path, getHref: () => path });
/** A player's page: the route declares its segment under /user. */
const playerPage = <S extends string>(segment: S) => ({
  path: segment,
  getHref: () => `/user/${segment}` as const,
});

/** The app's pages. Example: `<Link to={paths.user.statement.getHref()}>` and `{ path: paths.user.statement.path }`. */
export const paths = {
  root: page('/'),
  login: page('/login'),
  register: page('/register'),
  howto: page('/howto'),
  contact: page('/contact'),
  terminated: page('/terminated'),
  user: {
    /** The player's pages, behind the login guard; the root itself opens home. */
    root: page('/user'),
    home: playerPage('home'),
    profile: playerPage('profile'),
    bonus: playerPage('bonus'),
    statement: playerPage('statement'),
    spin: playerPage('spin'),
    contact: playerPage('contact'),
    howto: playerPage('howto'),
  },
} as const;

/** Whether a URL (path, search and hash) is under the player's pages, e.g. `/user/spin?x=1`. */
export function isPlayerUrl(url: string): boolean {
  return url.startsWith(paths.user.root.getHref());
}
