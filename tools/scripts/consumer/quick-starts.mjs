// The READMEs' `<!-- quick-start -->` blocks, written into the scratch project as files and type-checked there.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './shared.mjs';

/** `<!-- quick-start -->` or `<!-- quick-start: widget -->` right before a ```ts / ```tsx block. */
export const QUICK_START =
  /<!--\s*quick-start(?::\s*([\w-]+))?\s*-->\s*\n+([ \t]*)```(tsx?)\n([\s\S]*?)\n[ \t]*```/g;

export function writeQuickStarts(libs, consumerDir) {
  const dir = path.join(consumerDir, 'readme');
  fs.mkdirSync(dir);
  const blocks = [];
  for (const lib of libs) {
    let index = 0;
    for (const match of lib.readme.matchAll(QUICK_START)) {
      index += 1;
      const [, label, margin, ext, indented] = match;
      // A block inside a list item is indented: the code is what is left of each line after that margin.
      const code = indented
        .split('\n')
        .map((l) => (l.startsWith(margin) ? l.slice(margin.length) : l))
        .join('\n');
      const line = lib.readme.slice(0, match.index).split('\n').length + 2;
      const file = path.join(dir, `${path.basename(lib.dir)}-${index}.${ext}`);
      fs.writeFileSync(file, `${code}\n`);
      blocks.push({
        lib: lib.name,
        label,
        file,
        code,
        source: `${path.relative(root, lib.dir)}/README.md:${line}`,
      });
    }
  }
  fs.writeFileSync(
    path.join(consumerDir, 'tsconfig.json'),
    JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          isolatedModules: true,
          moduleDetection: 'force',
          types: [],
        },
        include: ['readme/**/*', 'css.d.ts'],
      },
      null,
      2,
    ),
  );
  // What a bundler-based app declares for side-effect CSS imports (Vite's client types do the same).
  fs.writeFileSync(path.join(consumerDir, 'css.d.ts'), "declare module '*.css';\n");
  return blocks;
}

/** One tsc run over every quick start; errors are sorted by lib. */
export function typeCheckQuickStarts(consumerDir) {
  try {
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', '.', '--pretty', 'false'],
      {
        cwd: consumerDir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    return [];
  } catch (error) {
    return `${error.stdout ?? ''}${error.stderr ?? ''}`.split('\n').filter((line) => line.trim());
  }
}
