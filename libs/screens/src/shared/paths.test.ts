// The paths module is the one place a page's URL is written: the route table, the shells, the prerender table and
// every link read it. This test reads the product code as text and fails on a page URL written anywhere else.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isPlayerUrl, paths } from './paths';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const here = path.relative(root, fileURLToPath(import.meta.url)).replace(/\.test\.ts$/, '.ts');

/** Product sources: every lib's src and the apps' src (tests, stories and test helpers may write URLs as a user would). */
function productFiles(): string[] {
  const dirs = [
    ...readdirSync(path.join(root, 'libs')).map((lib) => `libs/${lib}/src`),
    'apps/thai-web/src',
    'apps/laos-web/src',
  ];
  return dirs.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(dir, file))
      .filter(
        (file) =>
          /\.(ts|tsx)$/.test(file) &&
          !/\.(test|test-d|stories)\.tsx?$/.test(file) &&
          !/(^|\/)(test-helpers|testing|generated)\//.test(file),
      ),
  );
}

/** A string literal that is exactly a page URL (`'/user/home'`, "/login", `/contact`), outside comments. */
const PAGE_URL_LITERAL = /(['"`])\/(user|login|register|howto|contact|terminated)(\/[\w-]*)?\1/;

describe('paths', () => {
  it('gives each player page its route segment and its URL under /user', () => {
    const { root: userRoot, ...pages } = paths.user;
    expect(userRoot.getHref()).toBe('/user');
    for (const page of Object.values(pages)) expect(page.getHref()).toBe(`/user/${page.path}`);
    expect(isPlayerUrl('/user/spin?x=1')).toBe(true);
    expect(isPlayerUrl('/login')).toBe(false);
  });

  it('is the only product file that writes a page URL', () => {
    const offenders = productFiles()
      .filter((file) => file !== here)
      .flatMap((file) =>
        readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .map((line, index) => ({ line, where: `${file}:${index + 1}` }))
          .filter(({ line }) => !/^\s*(\/\/|\/?\*)/.test(line) && PAGE_URL_LITERAL.test(line))
          .map(({ line, where }) => `${where}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
