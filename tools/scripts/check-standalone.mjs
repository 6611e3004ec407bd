#!/usr/bin/env node
// `npm test` step "standalone": a clone of this repo must be readable and runnable without the machine's shared folder.
// Fails on, in any tracked text file:
// - a citation of the product owner's brief (`SPEC section 5`, `SPEC §9`, `SPEC 4/5`, `SPEC:`): cite the repo's
//   own rules instead, `docs/product.md#<topic>` (tools/scripts/cite-product-docs.mjs rewrites old citations);
// - a `../shared` path that leaves the repo or names what the machine's shared folder holds (the brief, the
//   toolchain notes, the XSS lists, the performance floor, hooks), and any `/work/shared` path; relative imports of
//   a `shared/` folder inside the repo (libs/screens/src/shared) are fine;
// - a link to `docs/product.md#<anchor>` whose heading does not exist.
// Usage: node tools/scripts/check-standalone.mjs
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { trackedFiles } from './lib/tracked-files.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** Files allowed to name the patterns, and why. Keep this short. */
const ALLOWED = {
  'tools/scripts/check-standalone.mjs': 'describes the patterns it rejects',
  'tools/scripts/cite-product-docs.mjs': 'the codemod must match the old citations to rewrite them',
};

const TEXT =
  /\.(?:[cm]?[jt]sx?|md|mdx|ya?ml|json|html|css|txt|sh|po)$|(?:^|\/)(?:run|\.[\w.-]+rc|\.[\w-]+ignore)$/;
const CITATION = /\bSPEC(?:\.md)?\b(?: sections?| ?§)?/g;
const SHARED_PATH = /(?:\.\.\/)+shared\b[^\s'"`)\]>,;]*/g;
const MACHINE_PATH = /\/work\/shared\b/g;
const PRODUCT_LINK = /(?:docs\/)?product\.md#([\w-]+)/g;

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to dashes. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

const productDoc = path.join(root, 'docs/product.md');
const anchors = new Set(
  existsSync(productDoc)
    ? [...readFileSync(productDoc, 'utf8').matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slug(m[1]))
    : [],
);

/** What the machine's shared folder holds, which a clone does not have wherever a path puts it. */
const MACHINE_ITEMS = /\/shared\/(?:SPEC|TOOLCHAIN|xss|perf-floor|hooks)\b/;

/** A `../shared/x` path is fine when it stays inside the repo (resolved from its file's folder) and is not one of those. */
function staysInRepo(file, relative) {
  const target = path.resolve(root, path.dirname(file), relative.replace(/[.:]+$/, ''));
  return !path.relative(root, target).startsWith('..') && !MACHINE_ITEMS.test(relative);
}

const problems = [];
let read = 0;
for (const { file, text } of trackedFiles(root, (f) => TEXT.test(f) && !ALLOWED[f])) {
  read += 1;
  text.split('\n').forEach((line, i) => {
    const at = `${file}:${i + 1}`;
    for (const m of line.matchAll(CITATION)) {
      problems.push(
        `${at}: cites the brief ("${m[0]}"): cite docs/product.md#<topic> (cite-product-docs.mjs)`,
      );
    }
    for (const m of line.matchAll(MACHINE_PATH)) problems.push(`${at}: machine path ${m[0]}`);
    for (const m of line.matchAll(SHARED_PATH)) {
      if (!staysInRepo(file, m[0]))
        problems.push(`${at}: ${m[0]} is outside the repo (a clone has no ../shared)`);
    }
    for (const m of line.matchAll(PRODUCT_LINK)) {
      if (!anchors.has(m[1])) problems.push(`${at}: docs/product.md has no heading for #${m[1]}`);
    }
  });
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} place(s) depend on files a clone does not have (tools/scripts/check-standalone.mjs)`,
  );
  process.exit(1);
}
console.log(`standalone: ${read} tracked files cite only the repo's own docs and paths`);
