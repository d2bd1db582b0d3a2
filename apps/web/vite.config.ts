import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** The Liqui server (`npm start`, default port 3000) that answers everything but the web app. */
const serverOrigin = 'http://localhost:3000';

/** Paths the dev server hands to the Liqui server (see ARCHITECTURE.md "Runtime"). */
const serverPaths = ['/api', '/config.json', '/identity', '/sandbox', '/dev'] as const;

/** `src/features/<area>/pages.tsx`: the entry of an area's lazily loaded chunk. */
const areaEntry = /\/src\/features\/([\w-]+)\/pages\.tsx$/;

/**
 * Every text file of the build over 1 KiB also ships as `.br` and `.gz`, which the server sends
 * to a browser that accepts them (`serveWebApp`, `precompressed`), so nothing is compressed per
 * request (issue 11 item 3).
 */
const precompress = compression({
  algorithms: ['brotliCompress', 'gzip'],
  include: /\.(js|css|html|svg|json|txt|webmanifest)$/,
  threshold: 1024,
  skipIfLargerOrEqual: true,
});

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompress],
  server: {
    proxy: Object.fromEntries(serverPaths.map((path) => [path, serverOrigin])),
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        // Libraries every page needs, in chunks of their own that stay cached across releases.
        // Only libraries the entry itself imports: a group pulls its modules into the entry's
        // graph, so a library used by the back office alone must never match one.
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'vendor-amplify',
              test: /node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@aws-sdk|@smithy)[\\/]/,
            },
          ],
        },
        // Name each area's chunk after its area (`area-admin-<hash>.js`), not after `pages`.
        chunkFileNames: (chunk) => {
          const area = chunk.facadeModuleId?.match(areaEntry)?.[1];
          return area === undefined ? 'assets/[name]-[hash].js' : `assets/area-${area}-[hash].js`;
        },
      },
    },
  },
});
