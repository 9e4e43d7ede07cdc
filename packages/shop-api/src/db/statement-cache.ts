/**
 * better-sqlite3 compiles every statement Kysely sends (`prepare` per query); the same few
 * dozen SQL texts repeat on every request. This keeps the compiled statements per SQL text,
 * so a request pays for binding and running only. SQLite re-prepares a kept statement by
 * itself after a schema change. Kysely reads with `all`/`run` (never a held `iterate`), so
 * one statement object serves one query at a time.
 */
import type BetterSqlite3 from 'better-sqlite3';

const MAX_STATEMENTS = 500;

export function withStatementCache(database: BetterSqlite3.Database): BetterSqlite3.Database {
  const statements = new Map<string, BetterSqlite3.Statement>();
  const prepare = (sql: string): BetterSqlite3.Statement => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = database.prepare(sql);
      if (statements.size >= MAX_STATEMENTS) {
        const oldest = statements.keys().next();
        if (!oldest.done) statements.delete(oldest.value);
      }
      statements.set(sql, statement);
    }
    return statement;
  };
  return new Proxy(database, {
    get(target, property) {
      if (property === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
