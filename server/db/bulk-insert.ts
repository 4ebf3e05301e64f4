// Inserts many rows with few statements: each batch sends one array per column and unnests them,
// which PGlite and PostgreSQL both run far faster than one INSERT per row, and which keeps the
// number of bind parameters fixed however many rows there are.
import type { Queryable } from './db.ts';

/** A column name and the PostgreSQL type its values are sent as, e.g. ['name', 'text']. */
export type BulkColumn = readonly [name: string, type: string];

const NAME = /^[a-z_][a-z0-9_]*$/;
const TYPE = /^[a-z ]+$/;
export const DEFAULT_BATCH_ROWS = 5000;

export async function bulkInsert(
  db: Queryable,
  table: string,
  columns: readonly BulkColumn[],
  rows: readonly (readonly unknown[])[],
  batchRows = DEFAULT_BATCH_ROWS,
): Promise<void> {
  // Names are spliced into the SQL, so only plain identifiers are accepted.
  for (const name of [table, ...columns.map(([column]) => column)]) {
    if (!NAME.test(name)) throw new Error(`bulkInsert: bad identifier ${name}`);
  }
  if (!columns.every(([, type]) => TYPE.test(type))) throw new Error('bulkInsert: bad column type');

  const names = columns.map(([name]) => name).join(', ');
  const arrays = columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
  const sql = `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays})`;
  for (let start = 0; start < rows.length; start += batchRows) {
    const batch = rows.slice(start, start + batchRows);
    const params = columns.map((_, index) => batch.map((row) => row[index] ?? null));
    await db.query(sql, params);
  }
}
