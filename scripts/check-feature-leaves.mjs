#!/usr/bin/env node
/**
 * `npm run check:leaves`: fails when a feature area of the web app imports another (issue 28
 * item 4, "feature areas as leaves"). A file under `apps/web/src/features/<area>/` may import
 * its own area, the web app's common folders (`shared/`, `forms/`, `layouts/`, `session/`), the
 * page contract at the root of `features/` (`page.ts`, `use-page-title.ts`) and packages; the
 * common folders import no area at all. What two areas need goes to `shared/`.
 *
 * One exception, the routing seam: an area's route map (`features/<area>/pages.tsx`, the chunk
 * entry `area-pages.ts` loads) may load another area's page (`*-page.tsx`) or route map, since
 * the route table (`@liqui/domain`'s `routeTable`) files a screen under the area whose menu shows
 * it (the account screen under `taxpayer` and `lite`). Nothing else of the other area is
 * reachable from there.
 *
 * Reads every `.ts`/`.tsx` file's static imports, re-exports, `import()` calls and
 * `new URL('…', import.meta.url)` references; relative specifiers only (packages are free).
 * Prints each offending import as `file:line → target`, exits 1 when there is one.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'apps', 'web', 'src');
const features = join(src, 'features');

/** Folders of `apps/web/src` every area may use, which themselves use no area. */
const commonFolders = ['shared', 'forms', 'layouts', 'session'];

/** Every `.ts`/`.tsx` file under `dir`, as absolute paths. */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The file a relative specifier names from `from` (`./x` → `./x.ts`/`.tsx`), or the bare path. */
function resolveSpecifier(from, specifier) {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return base;
}

/** The relative specifiers `text` imports, with their 1-based line. */
function relativeImports(text) {
  const found = [];
  const pattern =
    /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|new\s+URL\(\s*)(['"])(\.{1,2}\/[^'"]*)\1/g;
  for (const match of text.matchAll(pattern)) {
    const line = text.slice(0, match.index).split('\n').length;
    found.push({ specifier: match[2], line });
  }
  return found;
}

/**
 * Where a file sits: `{ kind: 'area', area }` under `features/<area>/`, `{ kind: 'pageKit' }` for
 * the files at the root of `features/`, `{ kind: 'common' }` in a common folder, else `other`.
 */
function placeOf(file) {
  const fromFeatures = relative(features, file);
  if (!fromFeatures.startsWith('..')) {
    const parts = fromFeatures.split(sep);
    return parts.length === 1 ? { kind: 'pageKit' } : { kind: 'area', area: parts[0] };
  }
  const top = relative(src, file).split(sep)[0];
  return commonFolders.includes(top) ? { kind: 'common' } : { kind: 'other' };
}

/** Why `file` may not import `target`, or `undefined` when it may. */
function violation(file, target) {
  const from = placeOf(file);
  const to = placeOf(target);
  if (to.kind !== 'area') return undefined;
  if (from.kind === 'common') return 'a common folder imports a feature area';
  if (from.kind !== 'area' || from.area === to.area) return undefined;
  const isRouteMap = relative(join(features, from.area), file) === 'pages.tsx';
  const isScreen = /(^|[-/\\])page\.tsx$|[/\\]pages\.tsx$/.test(target);
  if (isRouteMap && isScreen) return undefined;
  return `area "${from.area}" imports area "${to.area}"`;
}

const problems = [];
const scanned = [features, ...commonFolders.map((folder) => join(src, folder))].filter(existsSync);
for (const file of scanned.flatMap(sourceFiles)) {
  for (const { specifier, line } of relativeImports(readFileSync(file, 'utf8'))) {
    const target = resolveSpecifier(file, specifier);
    const reason = violation(file, target);
    if (reason) {
      problems.push(
        `  ${relative(root, file)}:${line} → ${relative(root, target)} (${reason}; move what both need to apps/web/src/shared/)`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(`apps/web: ${problems.length} import(s) across feature areas`);
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log(
  'apps/web: every feature area imports only itself, shared/, forms/, layouts/, session/',
);
