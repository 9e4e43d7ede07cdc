/**
 * Collects the seed's rows through the prepare(sql).run(...values) calls the seed modules make,
 * then writes them to either database as multi-row inserts (one round trip per few hundred
 * rows: seeding PostgreSQL row by row over the network would take seconds).
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

export type SeedValue = string | number | null;

export interface SeedStatement {
  run(...values: SeedValue[]): void;
}

interface TableRows {
  table: string;
  columns: string[];
  rows: SeedValue[][];
}

/** Rows per INSERT: 640 products × 33 columns would pass SQLite's and pg's parameter limits. */
const CHUNK_ROWS = 400;

const INSERT_RE = /^\s*INSERT INTO (\w+)\s*\(([^)]+)\)\s*VALUES\s*\(([?,\s]+)\)\s*$/i;

export class SeedWriter {
  /** Per statement text, in the order first prepared (parents before children). */
  private readonly statements = new Map<string, TableRows>();

  prepare(statement: string): SeedStatement {
    let entry = this.statements.get(statement);
    if (!entry) {
      const match = INSERT_RE.exec(statement);
      if (!match)
        throw new Error(`seed: only plain INSERT … VALUES (?, …) is supported: ${statement}`);
      const columns = match[2]!.split(',').map((column) => column.trim());
      const placeholders = match[3]!.split(',').length;
      if (placeholders !== columns.length)
        throw new Error(`seed: ${columns.length} columns but ${placeholders} values: ${statement}`);
      entry = { table: match[1]!, columns, rows: [] };
      this.statements.set(statement, entry);
    }
    const target = entry;
    return {
      run: (...values) => {
        if (values.length !== target.columns.length)
          throw new Error(`seed: ${target.table} takes ${target.columns.length} values`);
        target.rows.push(values);
      },
    };
  }

  async flush(db: Kysely<DB>): Promise<void> {
    for (const { table, columns, rows } of this.statements.values()) {
      const columnList = sql.join(columns.map((column) => sql.ref(column)));
      for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
        const values = rows
          .slice(start, start + CHUNK_ROWS)
          .map((row) => sql`(${sql.join(row.map((value) => sql.val(value)))})`);
        await sql`INSERT INTO ${sql.table(table)} (${columnList}) VALUES ${sql.join(values)}`.execute(
          db,
        );
      }
    }
  }
}
