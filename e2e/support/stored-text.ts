import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** A stored value that holds the searched character: where it is and how it reads. */
export type StoredTextHit = { readonly where: string; readonly value: string };

/** The file store's text files (the kept CSV copies and other text a server writes). */
const textFile = /\.(csv|json|txt|xml|html)$/i;

/**
 * Every stored text of a stopped server that holds `needle` (issue 24 acceptance: "no stored text
 * contains U+FFFD"): each text, varchar, json and jsonb column of every table outside PostgreSQL's
 * own schemas in the PGlite database at `<dataDir>/data/db`, and every text file of the file store
 * at `<dataDir>/data/files`. The server must be stopped first (PGlite is one process's).
 *
 * @param dataDir - the directory given to `startServer({ dataDir })`.
 * @param needle - the character searched. @default '\uFFFD'
 * @returns one entry per hit, `schema.table.column` or the file's path, and the value (cut at 200).
 */
export async function findStoredText(dataDir: string, needle = '\uFFFD'): Promise<StoredTextHit[]> {
  const hits: StoredTextHit[] = [];
  const db = new PGlite(join(dataDir, 'data', 'db'));
  try {
    const columns = await db.query<{
      table_schema: string;
      table_name: string;
      column_name: string;
    }>(
      `select c.table_schema, c.table_name, c.column_name
         from information_schema.columns c
         join information_schema.tables t
           on t.table_schema = c.table_schema and t.table_name = c.table_name
        where t.table_type = 'BASE TABLE'
          and c.table_schema not in ('pg_catalog', 'information_schema')
          and c.data_type in ('text', 'character varying', 'json', 'jsonb', 'character')`,
    );
    for (const { table_schema, table_name, column_name } of columns.rows) {
      const name = `"${table_schema}"."${table_name}"`;
      const found = await db.query<{ value: string }>(
        `select "${column_name}"::text as value from ${name}
          where strpos("${column_name}"::text, $1) > 0 limit 5`,
        [needle],
      );
      for (const { value } of found.rows) {
        hits.push({
          where: `${table_schema}.${table_name}.${column_name}`,
          value: value.slice(0, 200),
        });
      }
    }
  } finally {
    await db.close();
  }
  const files = join(dataDir, 'data', 'files');
  const entries = await readdir(files, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile() || !textFile.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const text = new TextDecoder().decode(await readFile(path));
    const at = text.indexOf(needle);
    if (at >= 0) hits.push({ where: path, value: text.slice(Math.max(0, at - 100), at + 100) });
  }
  return hits;
}
