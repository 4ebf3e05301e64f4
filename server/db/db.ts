// The one database interface the server codes against. PGlite (embedded) and node-postgres both
// implement it, so every query and migration runs unchanged on either.

/** What a query runs on: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2…) and returns its rows. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /**
   * Runs `work` inside BEGIN … COMMIT on one connection (ROLLBACK when it throws). A pool hands each
   * plain query to any connection, so multi-statement writes must go through here.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** For log lines: which engine and where, never a password. */
  readonly description: string;
}
