import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tools/presets/tsup';

export default defineConfig(
  libraryBuild({
    entry: { index: 'src/index.ts' },
  }),
);
