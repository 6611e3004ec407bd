// Fails when src/generated/openapi.ts is stale: regenerates the types from openapi/openapi.yaml
// into a temp file with the same command as `npm run generate` and compares byte for byte.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const committed = path.join(projectRoot, 'src/generated/openapi.ts');
const dir = mkdtempSync(path.join(tmpdir(), 'api-client-generated-'));
const fresh = path.join(dir, 'openapi.ts');
try {
  execFileSync(process.execPath, [path.join(projectRoot, 'scripts/generate.mjs'), fresh], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8')) {
    console.error(
      'src/generated/openapi.ts is stale: run `npm run generate -w @wallet/api-client` and commit it.',
    );
    process.exitCode = 1;
  } else {
    console.log('src/generated/openapi.ts matches openapi/openapi.yaml.');
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
