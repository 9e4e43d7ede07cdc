// Minimal declarations for dependencies without bundled types (no @types packages
// are installed in this workspace): only what the reference backend uses.
declare module 'better-sqlite3' {
  namespace Database {
    interface RunResult {
      changes: number;
      lastInsertRowid: number | bigint;
    }
    interface Statement {
      readonly reader: boolean;
      run(...params: unknown[]): RunResult;
      get(...params: unknown[]): unknown;
      all(...params: unknown[]): unknown[];
      iterate(...params: unknown[]): IterableIterator<unknown>;
    }
    interface Database {
      prepare(sql: string): Statement;
      exec(sql: string): this;
      pragma(source: string, options?: { simple?: boolean }): unknown;
      transaction<F extends (...args: never[]) => unknown>(fn: F): F;
      close(): this;
    }
  }
  interface DatabaseConstructor {
    new (filename: string, options?: { readonly?: boolean }): Database.Database;
    (filename: string, options?: { readonly?: boolean }): Database.Database;
  }
  const Database: DatabaseConstructor;
  export = Database;
}

declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    errors: number;
    non2xx: number;
    duration: number;
  }
  interface Options {
    url: string;
    method?: 'GET' | 'POST' | 'DELETE' | 'PUT';
    connections?: number;
    workers?: number;
    duration?: number;
    headers?: Record<string, string>;
    body?: string;
  }
  function autocannon(options: Options): Promise<Result>;
  export = autocannon;
}
