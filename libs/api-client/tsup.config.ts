import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tools/presets/tsup.ts';

export default defineConfig(
  libraryBuild({
    entry: { index: 'src/index.ts', react: 'src/react/index.ts', testing: 'src/testing/index.ts' },
  }),
);
