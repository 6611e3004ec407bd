// CLI of compile-domain-catalogs.ts: writes src/i18n/domain-catalogs/{th,lo,en}.json and each part's folder.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compiledCatalogFiles } from './compile-domain-catalogs';

const dir = path.join(import.meta.dirname, 'domain-catalogs');
for (const { file, json } of compiledCatalogFiles()) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), json);
}
console.log(`Wrote ${dir}: every page's catalogue and each part's, per language`);
