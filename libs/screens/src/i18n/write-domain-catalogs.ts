// CLI of compile-domain-catalogs.ts: writes src/i18n/domain-catalogs/{th,lo,en}.json.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { compiledCatalogFiles } from './compile-domain-catalogs';

const dir = path.join(import.meta.dirname, 'domain-catalogs');
for (const { file, json } of compiledCatalogFiles()) writeFileSync(path.join(dir, file), json);
console.log(`Wrote ${dir}/{th,lo,en}.json`);
