import { build, type Rolldown } from 'vite';

/**
 * Set in the environment while {@link loginShellModules} builds its first pass, so that the
 * config (which Vite loads again for that build) chunks as Rolldown does by default and skips
 * the precompression a first pass never writes.
 */
const firstPassFlag = 'LIQUI_LOGIN_SHELL_FIRST_PASS';

/** True inside the first pass of {@link loginShellModules}. */
export function isLoginShellFirstPass(): boolean {
  return process.env[firstPassFlag] === '1';
}

/**
 * The login shell: every module the first load of `/login` needs, found by building the app once
 * with Rolldown's default chunking (in memory, nothing written) and collecting the modules of the
 * entry chunks and of the login screen's chunk and of every chunk they import statically.
 *
 * Why (issue 11 item 4, the 120 KB gzip budget of `/login`): by default every set of routes that
 * shares modules gets a chunk of its own, so `/login` fetched 36 files (kit components, domain
 * chunks, form helpers), each gzipped on its own: the per-file overhead cost about 7 KB of its
 * 133 KB. The second, real build captures these modules in one group (`shell`, with the entry),
 * so `/login` fetches React, the shell and its CSS. A module-graph walk cannot find this set:
 * the kit's and react-aria's barrels import every component, and only the bundler knows which
 * ones the login path really uses after tree-shaking; the first pass's chunks say exactly that.
 *
 * Cost: a second build (about 5 s), and every other screen loads the login form's code too (the
 * shell holds the entry, which they all load, plus about 10 KB gzip for the form, mostly
 * final-form, which most of them use anyway): the taxpayer home went from 179.8 to 189.6 KB gzip,
 * within its 200 KB budget, in 47 files instead of 57.
 *
 * @param configFile - the Vite config to build with (this app's `vite.config.ts`).
 * @param loginScreen - absolute path of the login screen's module (`src/features/public/login-page.tsx`).
 * @param mode - the real build's mode (`vite build --mode`), so both passes see the same `define`s
 *   and drop the same dead code.
 * @returns the absolute module ids of the shell (React's included: the `vendor-react` group,
 *   declared first, keeps those).
 * @throws Error when the first pass has no chunk for the login screen (it moved or stopped being
 *   loaded lazily), so the build fails instead of silently shipping the default chunks.
 */
export async function loginShellModules(
  configFile: string,
  loginScreen: string,
  mode: string,
): Promise<ReadonlySet<string>> {
  process.env[firstPassFlag] = '1';
  let result: Awaited<ReturnType<typeof build>>;
  try {
    result = await build({ configFile, mode, logLevel: 'silent', build: { write: false } });
  } finally {
    delete process.env[firstPassFlag];
  }
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of outputs) {
    for (const item of output.output) {
      if (item.type === 'chunk') chunks.set(item.fileName, item);
    }
  }
  const roots = [...chunks.values()].filter(
    (chunk) => chunk.isEntry || chunk.facadeModuleId === loginScreen,
  );
  if (!roots.some((chunk) => chunk.facadeModuleId === loginScreen)) {
    throw new Error(`The first pass built no chunk for the login screen ${loginScreen}.`);
  }
  const loaded = new Set<string>();
  const pending = roots.map((chunk) => chunk.fileName);
  for (let fileName = pending.pop(); fileName !== undefined; fileName = pending.pop()) {
    if (loaded.has(fileName)) continue;
    loaded.add(fileName);
    pending.push(...(chunks.get(fileName)?.imports ?? []));
  }
  return new Set([...loaded].flatMap((fileName) => chunks.get(fileName)?.moduleIds ?? []));
}
