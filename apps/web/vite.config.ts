import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { isLoginShellFirstPass, loginShellModules } from './vite-login-shell';

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

/**
 * The locales whose React Aria strings (its own labels: 'Cerrar', 'notificaciones', the date
 * fields' segment names) the app ships: the app speaks es-AR, which React Aria serves from
 * `es-ES`, and `en-US` is React Aria's fallback for a locale it has no strings for.
 */
const ariaLocales = new Set(['es-ES', 'en-US']);

/** `import $x from "../intl/toast/de-DE.mjs";` in a React Aria `intlStrings.mjs`. */
const ariaLocaleImport = /^import (\S+) from "[./\w-]*\/([a-z]{2}-[A-Z]{2})\.mjs";\n/gm;

/**
 * Drops React Aria's strings for every locale but {@link ariaLocales} (what
 * `@react-aria/optimize-locales-plugin` does): each component ships its labels in 34 languages,
 * about 2 KB gzip on the login screen alone for its notifications (issue 11 item 4). A browser in
 * another language gets React Aria's labels in English; the app's own texts are Spanish anyway.
 */
function ariaLocalesOnly(): Plugin {
  return {
    name: 'liqui:aria-locales-only',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-(aria|aria-components|stately)[\\/]dist[\\/].*intlStrings\.mjs$/.test(id)) {
        return null;
      }
      const dropped = new Set<string>();
      const kept = code.replace(ariaLocaleImport, (line, binding: string, locale: string) => {
        if (ariaLocales.has(locale)) return line;
        dropped.add(binding);
        return '';
      });
      const entries = kept.replace(
        /^\s*"[a-z]{2}-[A-Z]{2}": (\S+?),?\n/gm,
        (line, binding: string) => (dropped.has(binding) ? '' : line),
      );
      return { code: entries, map: null };
    },
  };
}

/** A file of the UI kit's sources (`packages/ui/src/…`), as an absolute path. */
const kitSource = (file: string) =>
  fileURLToPath(new URL(`../../packages/ui/src/${file}`, import.meta.url));

/**
 * The app builds the UI kit from its sources (`@liqui/ui` → `src/index.ts`, `@liqui/ui/theme` →
 * `src/theme.ts`) instead of its published `dist`, as a workspace package compiled by its app:
 * vanilla-extract's plugin then compiles the kit's `.css.ts` files with the app's, so each chunk
 * gets the CSS of the components it uses (`dist/index.css` is the whole kit's, 77 KB decoded on
 * every first load) and the bundler tree-shakes the kit module by module (issue 11 item 4). Other
 * apps keep using the built package; the consumer fixture checks it (`npm run test:consumer`).
 *
 * - The theme: the app's `.css.ts` files read the theme's variables from `@liqui/ui/theme`,
 *   which must be the theme the kit's components are styled with, so both entries resolve alike.
 * - The global styles (reset, body text): `src/index.ts` imports them for its side effect, which
 *   a bundler drops from a package whose `sideEffects` lists only CSS files once the app uses
 *   the index only for what it re-exports; `main.tsx` imports `@liqui/ui/styles.css`, which
 *   here is the kit's `global.css.ts` (each component brings its own CSS).
 */
const kitFromSource = [
  { find: /^@liqui\/ui$/, replacement: kitSource('index.ts') },
  { find: /^@liqui\/ui\/theme$/, replacement: kitSource('theme.ts') },
  { find: /^@liqui\/ui\/styles\.css$/, replacement: kitSource('global.css.ts') },
];

/**
 * `use-sync-external-store/shim` (wouter's and SWR's import) resolves to React's own hook
 * (`src/vendor/use-sync-external-store-shim.ts`): the app runs on React 19, where the shim's
 * fallback for React 17 is dead code.
 */
const syncExternalStoreShim = {
  find: /^use-sync-external-store\/shim(\/index\.js)?$/,
  replacement: fileURLToPath(
    new URL('src/vendor/use-sync-external-store-shim.ts', import.meta.url),
  ),
};

/** The login screen, whose first load the `shell` chunk serves (see `vite-login-shell.ts`). */
const loginScreen = fileURLToPath(new URL('src/features/public/login-page.tsx', import.meta.url));

export default defineConfig(async ({ command, mode }) => {
  const firstPass = isLoginShellFirstPass();
  const shell =
    command === 'build' && !firstPass
      ? await loginShellModules(fileURLToPath(import.meta.url), loginScreen, mode)
      : new Set<string>();
  return {
    plugins: [
      react(),
      vanillaExtractPlugin(),
      ...(firstPass ? [] : [precompress]),
      ariaLocalesOnly(),
    ],
    resolve: { alias: [...kitFromSource, syncExternalStoreShim] },
    server: {
      proxy: Object.fromEntries(serverPaths.map((path) => [path, serverOrigin])),
    },
    build: {
      outDir: 'dist',
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Libraries every page needs, in chunks of their own that stay cached across
              // releases. Only libraries the entry itself imports: a group pulls its modules into
              // the entry's graph, so a library used by the back office alone must never match one.
              // Declared before `shell`, so React stays in its own chunk.
              { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              // What `/login` needs, with the entry, in one chunk (`vite-login-shell.ts`). The set
              // is closed under the imports the login path uses, so the group need not pull in
              // dependencies (which would follow the barrels into every component).
              {
                name: 'shell',
                test: (id: string) => shell.has(id),
                includeDependenciesRecursively: false,
              },
              {
                name: 'vendor-amplify',
                test: /node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@aws-sdk|@smithy)[\\/]/,
              },
            ],
          },
          // Name each area's chunk after its area (`area-admin-<hash>.js`), not after `pages`.
          chunkFileNames: (chunk: { facadeModuleId: string | null }) => {
            const area = chunk.facadeModuleId?.match(areaEntry)?.[1];
            return area === undefined ? 'assets/[name]-[hash].js' : `assets/area-${area}-[hash].js`;
          },
        },
      },
    },
  };
});
