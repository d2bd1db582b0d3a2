import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { textResponse } from './soap.js';
import { escapeXml } from './xml.js';

/**
 * The official WSDL files the simulator serves at `<path>?WSDL` (web-services.md §1, §6 item 1),
 * from this workspace's `wsdl/` (copied to `dist/wsdl/` by tsup's `onSuccess`), with every
 * `soap:address` / `soap12:address` / `wsdlsoap:address` location rewritten to the URL the
 * request reached, so a WSDL-driven client talks to the simulator.
 */

/** The WSDL file (relative to the wsdl folder) served for each simulator path. */
export const wsdlFiles: Readonly<Record<string, string>> = {
  '/ws/services/LoginCms': 'wsaa/LoginCms.homologacion.2021-07-26.wsdl',
  '/wsfev1/service.asmx': 'wsfev1/service.asmx.homologacion.2026.wsdl',
  '/WSCDC/service.asmx': 'wscdc/service.asmx.homologacion.2026.wsdl',
  '/sr-padron/webservices/personaServiceA5': 'padron/personaServiceA5.homologacion.2024.wsdl',
  '/sr-padron/webservices/personaServiceA13': 'padron/personaServiceA13.homologacion.2022.wsdl',
};

/**
 * Absolute path of the WSDL folder, located from this module's URL: `dist/wsdl/` in the bundle
 * (`dist/index.js`, `dist/main.js`), `wsdl/` beside `src/` from the sources.
 *
 * @throws Error when neither exists (a broken build).
 */
export function locateWsdlFolder(): string {
  const candidates = ['./wsdl/', '../wsdl/'];
  for (const candidate of candidates) {
    const path = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(path)) return path;
  }
  throw new Error(
    `The ARCA WSDL folder was not found next to ${fileURLToPath(import.meta.url)} (tried ${candidates.join(', ')}); run the build again`,
  );
}

/** Whether the query string asks for the WSDL (`?WSDL`, `?wsdl`, any case, no value). */
export function isWsdlQuery(url: string): boolean {
  const search = new URL(url).search.slice(1);
  return search.toLowerCase() === 'wsdl';
}

/**
 * The WSDL of `path` (a key of {@link wsdlFiles}) with its service address set to `location`.
 *
 * @returns the answer (`text/xml; charset=utf-8`), or `undefined` for a path without WSDL.
 */
export async function serveWsdl(path: string, location: string): Promise<Response | undefined> {
  const file = wsdlFiles[path];
  if (!file) return undefined;
  const text = await readFile(join(locateWsdlFolder(), file), 'utf8');
  const rewritten = text.replace(
    /(<[A-Za-z0-9]+:address\s+location=")[^"]*(")/g,
    (_match, start: string, end: string) => `${start}${escapeXml(location)}${end}`,
  );
  return textResponse(rewritten, 200, { 'Content-Type': 'text/xml; charset=utf-8' });
}
