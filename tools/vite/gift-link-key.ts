// The operator's gift-link public key, a required input of a production build (README "Deploying"). The app seals
// every gift link to it (docs/product.md#deposit); only the operator's server holds the private half. The sandbox's
// demo pair is committed (apps/sandbox-api/src/seed/gift-link-demo-key.ts), so a build that carries its public half
// sends every link to a key anyone with the repo can open: only a build in the named sandbox mode may carry it.
import { createPublicKey } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { GIFT_LINK_DEMO_PUBLIC_KEY } from '../../apps/sandbox-api/src/seed/gift-link-demo-key.ts';

/** The environment variable a production build reads the key from. */
export const GIFT_LINK_KEY_ENV = 'WALLET_GIFT_LINK_PUBLIC_KEY';
/** The Vite mode of a build for the sandbox (`vite build --mode sandbox`): the demo key, never deployed. */
export const SANDBOX_MODE = 'sandbox';
/** The file a sandbox build writes beside its index.html; tools/scripts/nginx-config.mjs refuses such a build. */
export const SANDBOX_MARKER = 'SANDBOX-BUILD.txt';
/** The module the app's code reads the key from (main.tsx). */
export const GIFT_LINK_KEY_MODULE = 'virtual:wallet-gift-link-key';
const PLUGIN_NAME = 'wallet-gift-link-key';
const MIN_BITS = 2048;

const HOW_TO_SET = [
  `Set ${GIFT_LINK_KEY_ENV} to the public half of the operator's own RSA key pair (SPKI, base64 or PEM),`,
  "whose private half only the operator's server holds (it opens POST /api/wallet/truelink). To make a pair:",
  `  openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:${MIN_BITS} -out gift-link-private.pem`,
  `  export ${GIFT_LINK_KEY_ENV}="$(openssl pkey -in gift-link-private.pem -pubout -outform DER | base64 -w0)"`,
  'A build for the sandbox and the tests (never deployed) carries the demo key by its own command:',
  '  npx nx run @wallet/thai-web:build-sandbox   (vite build --mode sandbox)',
  'README "Deploying" lists every input of a production build.',
].join('\n');

/** The key as normalized SPKI DER in base64, or null when the text is not an RSA public key of 2048 bits or more. */
export function normalizedSpki(text: string): string | null {
  try {
    const trimmed = text.trim();
    const key = trimmed.startsWith('-----BEGIN')
      ? createPublicKey(trimmed)
      : createPublicKey({
          key: Buffer.from(trimmed.replace(/\s+/g, ''), 'base64'),
          format: 'der',
          type: 'spki',
        });
    if (key.asymmetricKeyType !== 'rsa' || (key.asymmetricKeyDetails?.modulusLength ?? 0) < MIN_BITS)
      return null;
    return key.export({ type: 'spki', format: 'der' }).toString('base64');
  } catch {
    return null;
  }
}

export interface GiftLinkKeyInput {
  /** `build` or `serve` (the dev server, Vitest). */
  command: 'build' | 'serve';
  mode: string;
  /** The value of WALLET_GIFT_LINK_PUBLIC_KEY (undefined or '' when unset). */
  envKey: string | undefined;
}

export interface GiftLinkKey {
  key: string;
  /** The sandbox's demo key: never in a deployed build. */
  demo: boolean;
}

/**
 * The key a build or dev server compiles in. A sandbox-mode build: the demo key. Any other build: the operator's
 * key from the environment, and an error that says what to set when it is missing, invalid or the demo key. The dev
 * server and tests (never deployed): the environment's key when set, else the demo key the sandbox can open.
 */
export function resolveGiftLinkKey({ command, mode, envKey }: GiftLinkKeyInput): GiftLinkKey {
  const demo = normalizedSpki(GIFT_LINK_DEMO_PUBLIC_KEY) ?? GIFT_LINK_DEMO_PUBLIC_KEY;
  if (command === 'build' && mode === SANDBOX_MODE) return { key: demo, demo: true };
  const given = envKey?.trim() ? envKey : undefined;
  if (command === 'serve' && !given) return { key: demo, demo: true };
  if (!given)
    throw new Error(
      `A production build needs the operator's gift-link public key: ${GIFT_LINK_KEY_ENV} is not set.\n${HOW_TO_SET}`,
    );
  const key = normalizedSpki(given);
  if (!key)
    throw new Error(
      `${GIFT_LINK_KEY_ENV} is not an RSA public key of ${MIN_BITS} bits or more (SPKI, base64 or PEM).\n${HOW_TO_SET}`,
    );
  if (key === demo && command === 'build')
    throw new Error(
      `${GIFT_LINK_KEY_ENV} is the sandbox's demo key, whose private half is committed in this repository: every gift link would be readable by anyone.\n${HOW_TO_SET}`,
    );
  return { key, demo: key === demo };
}

interface GiftLinkKeyApi {
  key: () => string;
}

/** The key a resolved config compiles in (for the prerender, which renders the app outside this config). */
export function giftLinkKeyOf(config: ResolvedConfig): string {
  const plugin = config.plugins.find((p) => p.name === PLUGIN_NAME);
  if (!plugin) throw new Error(`the ${PLUGIN_NAME} plugin is missing`);
  return (plugin.api as GiftLinkKeyApi).key();
}

/**
 * Compiles the key in as the module `virtual:wallet-gift-link-key` (`export const giftLinkPublicKey`); a sandbox build
 * says loudly what it is. Resolved in `config`, so a production build without the operator's key stops at once.
 */
export function giftLinkKey(env: NodeJS.ProcessEnv = process.env): Plugin {
  let resolved: GiftLinkKey | undefined;
  let sandboxBuild = false;
  let outDir = '';
  const api: GiftLinkKeyApi = {
    key: () => {
      if (!resolved) throw new Error(`${PLUGIN_NAME}: the key is read before the config is resolved`);
      return resolved.key;
    },
  };
  return {
    name: PLUGIN_NAME,
    api,
    config(_config, { command, mode }) {
      resolved = resolveGiftLinkKey({ command, mode, envKey: env[GIFT_LINK_KEY_ENV] });
      sandboxBuild = command === 'build' && resolved.demo;
    },
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      if (sandboxBuild)
        await writeFile(
          path.join(outDir, SANDBOX_MARKER),
          'A sandbox build (vite build --mode sandbox): it carries the demo gift-link key. Never deploy it.\n',
        );
    },
    resolveId(id) {
      return id === GIFT_LINK_KEY_MODULE ? `\0${GIFT_LINK_KEY_MODULE}` : undefined;
    },
    load(id) {
      if (id === `\0${GIFT_LINK_KEY_MODULE}`)
        return `export const giftLinkPublicKey = ${JSON.stringify(api.key())};\n`;
      return undefined;
    },
    closeBundle() {
      if (sandboxBuild)
        this.warn(
          'SANDBOX BUILD: it carries the demo gift-link key (its private half is in this repository). For the sandbox and tests only; never deploy it.',
        );
    },
  };
}
