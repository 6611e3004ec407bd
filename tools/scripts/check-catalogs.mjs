#!/usr/bin/env node
// Fails when a message of the screens' Lingui catalogues lacks its translation in a language of the domain's LOCALES
// (Thai, Lao, English), keeps the English text in another language, or changes the ICU placeholders.
// Usage: node --conditions=@wallet/source --import tsx check-catalogs.mjs <locales-dir>... [--extract]
// With --extract it first runs `lingui extract --clean` and fails when that changed a catalogue: the committed
// catalogues are then out of date with the code, and a check that rewrites tracked files leaves the tree dirty (and
// every build that reads them uncached) after `npm test`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_NAMES, LOCALES, toBcp47 } from '@wallet/domain';

const dirs = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!dirs.length) throw new Error('usage: check-catalogs.mjs <locales-dir>... [--extract]');
const poFiles = () =>
  dirs.flatMap((dir) =>
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.po'))
      .sort()
      .map((f) => path.join(dir, f)),
  );
if (process.argv.includes('--extract')) {
  const before = new Map(poFiles().map((f) => [f, fs.readFileSync(f, 'utf8')]));
  const extract = spawnSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'inherit' });
  if (extract.status !== 0) process.exit(extract.status ?? 1);
  const changed = poFiles().filter((f) => before.get(f) !== fs.readFileSync(f, 'utf8'));
  if (changed.length) {
    console.error(
      `lingui extract changed ${changed.join(', ')}: the committed catalogues were out of date with ` +
        'the code. They are updated now: review and commit them.',
    );
    process.exit(1);
  }
}

/** Minimal PO reader: msgid/msgstr pairs with their flags, enough for Lingui's output. */
function readPo(file) {
  const entries = [];
  let current = null;
  let field = null;
  const unquote = (s) => JSON.parse(s);
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('msgid ')) {
      current = { msgid: unquote(line.slice(6)), msgstr: '', obsolete: false };
      entries.push(current);
      field = 'msgid';
    } else if (line.startsWith('msgstr ') && current) {
      current.msgstr = unquote(line.slice(7));
      field = 'msgstr';
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line);
    } else if (line.startsWith('#~')) {
      if (current) current.obsolete = true;
    }
  }
  return entries.filter((e) => e.msgid !== '' && !e.obsolete);
}

// Each name once: a plural repeats its count's placeholder in every form, and Thai and Lao have fewer forms.
const placeholders = (s) => [...new Set([...s.matchAll(/\{(\w+)/g)].map((m) => m[1]))].sort().join(',');
const hasLetters = (s) => /[A-Za-z]{2,}/.test(s.replace(/\{\w+\}/g, ''));
const problems = [];
/** Each language's catalogue file (its BCP 47 tag) and its name in the messages, from the domain's one list. */
const locales = Object.fromEntries(
  LOCALES.map((locale) => [toBcp47(locale), `${LANGUAGE_NAMES[locale]} (${toBcp47(locale)})`]),
);
let count = 0;
for (const dir of dirs) {
  const catalogs = Object.fromEntries(
    Object.keys(locales).map((l) => [
      l,
      new Map(readPo(path.join(dir, `${l}.po`)).map((e) => [e.msgid, e.msgstr])),
    ]),
  );
  const ids = new Set(Object.values(catalogs).flatMap((c) => [...c.keys()]));
  count += ids.size;
  for (const id of ids) {
    for (const [locale, name] of Object.entries(locales)) {
      const text = catalogs[locale].get(id);
      if (text === undefined || text.trim() === '') {
        problems.push(`${name} lacks a translation of "${id}"`);
        continue;
      }
      if (placeholders(text) !== placeholders(id))
        problems.push(`${name} "${text}" has other placeholders than "${id}"`);
      if (locale !== 'en' && text === id && hasLetters(id))
        problems.push(`${name} keeps the English text "${id}"`);
    }
  }
}
if (problems.length) {
  console.error(`Catalogues in ${dirs.join(', ')} are incomplete:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Catalogues complete: ${count} messages in ${Object.values(locales).join(', ')} (${dirs.join(', ')}).`,
);
