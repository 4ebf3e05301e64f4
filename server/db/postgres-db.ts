// Db on a real PostgreSQL server through node-postgres, used when DATABASE_URL is set.
import pg from 'pg';
import type { Db, Queryable } from './db.ts';

export async function openPostgresDb(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString });
  // An idle connection that PostgreSQL ends (a restart, an administrator, a cut network) is an
  // 'error' on the pool, which would end the process unheard. The pool drops that connection and
  // opens another for the next query; a query under way when it happens fails as usual.
  pool.on('error', (error) => console.error(`PostgreSQL ended an idle connection: ${error.message}`));
  // Fail at start-up, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();

  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query(sql, params);
      return result.rows as T[];
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
  });

  return {
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    description: `PostgreSQL ${describeUrl(connectionString)}`,
  };
}

/** host/database only: the URL may carry a password. */
function describeUrl(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.host}${url.pathname}`;
  } catch {
    return '(DATABASE_URL)';
  }
}
