#!/usr/bin/env node
// Codemod: rewrites citations of the product owner's brief ("SPEC section 5", "SPEC 4/5", "SPEC §9", "SPEC:") in
// every tracked file into links to this repo's own rules, `docs/product.md#<topic>`, so a clone stands alone.
// Idempotent (a second run changes nothing) and safe to re-run after merging branches that add new citations:
//   node tools/scripts/cite-product-docs.mjs          # rewrite, print what changed
//   node tools/scripts/cite-product-docs.mjs --check  # rewrite nothing, exit 1 if anything would change
// The topic of a citation comes from, in order: a file override, strong words of its line (a timeout is always
// #api), the file's path (withdraw-modal.tsx -> #withdraw), weaker words of its line, and last the section number.
// tools/scripts/check-standalone.mjs fails on any citation left and on any anchor missing from docs/product.md.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { trackedFiles } from './lib/tracked-files.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const check = process.argv.includes('--check');
const SELF = new Set([
  'tools/scripts/cite-product-docs.mjs',
  'tools/scripts/check-standalone.mjs',
  'docs/product.md',
]);

/** Files whose citations are about one topic whatever their words say. */
const FILE_TOPICS = {
  'libs/domain/src/deposit/deposit-banks.ts': 'deposit',
  'libs/domain/src/constants.ts': 'constants',
  'libs/domain/src/constants.test.ts': 'constants',
  'libs/domain/src/messages/catalogs.test.ts': 'errors',
  'libs/domain/src/messages/english-messages.ts': 'errors',
  'libs/domain/README.md': 'overview',
  'openapi/README.md': 'api',
  'apps/sandbox-api/src/contract/contract.test.ts': 'api',
};

/** Words of a line that decide its topic before the file's path does. */
const STRONG_WORDS = [
  [/timeout/i, 'api'],
  [/\bhooks? of\b/i, 'api'],
  [/error code|error catalogue|catalogue code|every server error|ErrorCode/i, 'errors'],
  [/stored locally/i, 'storage'],
  [/session/i, 'session'],
  [/unanswered|60 s/, 'api'],
  [/360 px/, 'routes'],
  [/guard rules|service is active/i, 'routes'],
  [/logout/i, 'session'],
  [/\bpresets?\b/i, 'qr'],
  [/10-digit|10 digits|10_DIGIT|length rule/i, 'phone'],
  [/\bLAK\b|currenc/i, 'registration'],
];

/** Path fragments (first match wins) and their topic. */
const PATH_TOPICS = [
  [/chat/, 'chat'],
  [/spin/, 'spin'],
  [/qr/, 'qr'],
  [/deposit/, 'deposit'],
  [/withdraw/, 'withdraw'],
  [/transfer/, 'transfer'],
  [/refund/, 'refund'],
  [/invite/, 'invite'],
  [/bonus|promotion/, 'bonus'],
  [/slip/, 'slips'],
  [/statement/, 'statement'],
  [/regist/, 'registration'],
  [/bank-account-name/, 'registration'],
  [/profile|password/, 'profile'],
  [/validation\/login|features\/login/, 'login'],
  [/contact/, 'contact'],
  [/howto/, 'howto'],
  [/game|slot-account/, 'games'],
  [/features\/home|wallet\/balance/, 'home'],
  [/conditions/, 'routes'],
  [/terminated|auth|token|session/, 'session'],
  [/phone/, 'phone'],
  [/locale|i18n|language/, 'language'],
  [/format|pagination|relative-time/, 'formats'],
  [/carousel/, 'games'],
  [/loader/, 'timings'],
  [/errors?\b|error-/, 'errors'],
  [/app\/routes|stories\/(guest|player)-routes|banners-first/, 'routes'],
];

/** Words of a line that decide its topic when the path said nothing. */
const WEAK_WORDS = [
  [/\bQR\b/, 'qr'],
  [/wheel|spin/i, 'spin'],
  [/chat/i, 'chat'],
  [/game|carousel/i, 'games'],
  [/register|registration/i, 'registration'],
  [/statement/i, 'statement'],
  [/profile/i, 'profile'],
  [/howto|tutorial/i, 'howto'],
  [/slip/i, 'deposit'],
  [/refund/i, 'refund'],
  [/route/i, 'routes'],
  [/locale|language/i, 'language'],
  [/password/i, 'profile'],
  [/condition/i, 'bonus'],
  [/outcome of a call/i, 'api'],
  [/money|dialog/i, 'errors'],
];

/** The section of the brief a bare number names, when nothing else tells the topic. */
const SECTION_TOPICS = {
  1: 'overview',
  2: 'routes',
  3: 'data',
  4: 'overview',
  5: 'overview',
  6: 'switches',
  7: 'api',
  8: 'errors',
  9: 'constants',
};

const NUMBER = String.raw`\d+(?:-\d+)?`;
const LIST = String.raw`${NUMBER}(?:(?:, and |, | and |\/)${NUMBER})*`;
/** The topic a section's named part ("SPEC section 4, Auth") stands for. */
const SUBTITLE_TOPICS = {
  'Account and OTP': 'api',
  'QR and Statement': 'api',
  'Play from a game card': 'games',
  'Game entry': 'games',
  'guard rules': 'routes',
  'logged-in shell': 'routes',
  '"Stored locally"': 'storage',
  'stored locally: guest-id': 'storage',
  Lookups: 'api',
  Wallet: 'api',
  Home: 'home',
  Auth: 'session',
  Chat: 'chat',
  chat: 'chat',
  Spin: 'spin',
};
const SUBTITLES = [
  'Account and OTP',
  'QR and Statement',
  'Play from a game card',
  'Game entry',
  'guard rules',
  'logged-in shell',
  '"Stored locally"',
  'stored locally: guest-id',
  'Lookups',
  'Wallet',
  'Home',
  'Auth',
  'Chat',
  'chat',
  'Spin',
].map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
// "of SPEC section 5" | "SPEC sections 2, 4 and 5, Home" | "SPEC 4/5" | "SPEC §9" | "SPEC /howto" | "SPEC".
const CITATION = new RegExp(
  String.raw`(?<of> of )?(?<the>the )?\bSPEC(?!\.md)(?:(?: sections? | ?§ ?| )(?<list>${LIST}))?(?:, (?<subtitle>${SUBTITLES.join('|')})(?=[).;:]|$))?(?<howto> \/howto)?\b`,
  'g',
);

function topicOf(file, line, sections) {
  if (FILE_TOPICS[file]) return FILE_TOPICS[file];
  const words = line.replace(CITATION, ' ');
  for (const [re, topic] of STRONG_WORDS) if (re.test(words)) return topic;
  for (const [re, topic] of PATH_TOPICS) if (re.test(file)) return topic;
  for (const [re, topic] of WEAK_WORDS) if (re.test(words)) return topic;
  return SECTION_TOPICS[sections[0]] ?? 'overview';
}

function linkTo(file, topic) {
  const target = `docs/product.md#${topic}`;
  if (!file.endsWith('.md')) return target;
  const relative = path.posix.relative(path.posix.dirname(file), 'docs/product.md');
  return `[${target}](${relative}#${topic})`;
}

function rewriteLine(file, line) {
  return line.replace(CITATION, (...args) => {
    const groups = args.at(-1);
    const sections = (groups.list ?? '').match(/\d+/g)?.map(Number) ?? [];
    const named = groups.howto ? 'howto' : SUBTITLE_TOPICS[groups.subtitle];
    const link = linkTo(file, FILE_TOPICS[file] ?? named ?? topicOf(file, line, sections));
    const of = groups.of ? ' in ' : '';
    return `${of}${groups.the ? 'the rules of ' : ''}${link}`;
  });
}

// Phrases that read as prose about the brief, reworded before the citations are linked.
const PHRASES = [
  [/\(SPEC says "not shown"\)/g, '(the product rules leave it open: SPEC)'],
  [/\(SPEC: "not shown"\)/g, '(the product rules leave it open: SPEC)'],
  [/\(SPEC: "response message"\)/g, '(a response message: SPEC)'],
  [/the SPEC does not show/g, 'the product rules (SPEC) do not show'],
  [/where SPEC gives/g, 'where the product rules (SPEC) give'],
  [/SPEC sections 1, 2 Home, 4/g, 'SPEC sections 1, 2, 4'],
  // "the spec" in prose (lower case, so a Playwright spec file is never touched): the exact phrases met.
  [/\b([Tt])he spec swallows/g, '$1he product swallows'],
  [/as the spec says/g, 'as the product rules say'],
  [/The spec has no logout call/g, 'The product has no logout call'],
  [/the spec shows none/g, 'the product has none'],
  [/the spec lists only/g, 'the product rules list only'],
  [/Where the spec gives/g, 'Where the product rules give'],
  [/given by the spec\b/g, 'given by the product rules'],
  // No apostrophes in what replaces a phrase: it may sit in a quoted test name.
  [/the spec texts\b/g, 'the exact product texts'],
  [/the spec text\b/g, 'the exact product text'],
  [/the spec's exact texts/g, 'the exact product texts'],
  [/in the spec's order/g, 'in the order of the product rules'],
  [/the spec's (per-frame friction|random duration)/g, 'the $1 of the product rules'],
  [/The spec stops silently/g, 'The product stops silently'],
  [/per the spec\b/g, 'as the product rules say'],
  [/Shapes the spec marks "not shown"/g, 'Shapes the product rules leave open ("not shown")'],
  [/The small phone of the spec\b/g, 'The small phone the product supports'],
];

const scanned = (f) => !SELF.has(f) && /\.(?:[cm]?[jt]sx?|md|mdx|ya?ml|json)$/.test(f);

let changed = 0;
for (const { file, text } of trackedFiles(root, scanned)) {
  let next = text;
  for (const [re, replacement] of PHRASES) next = next.replace(re, replacement);
  next = next
    .split('\n')
    .map((line) => (line.includes('SPEC') ? rewriteLine(file, line) : line))
    .join('\n');
  if (next === text) continue;
  changed++;
  const before = text.split('\n');
  const after = next.split('\n');
  for (let i = 0; i < after.length; i++) {
    if (before[i] !== after[i]) console.log(`${file}:${i + 1}: ${after[i].trim()}`);
  }
  if (!check) writeFileSync(path.join(root, file), next);
}
console.log(`${changed} file(s) ${check ? 'would change' : 'changed'}`);
if (check && changed) process.exit(1);
