import packageJson from '../package.json' with { type: 'json' };

/** The server's version: `version` of apps/api/package.json (bundled in at build time). */
export const version: string = packageJson.version;
