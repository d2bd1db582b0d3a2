import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/theme.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2023',
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-aria-components'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
