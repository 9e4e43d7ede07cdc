/** Small SQL expressions that SQLite and PostgreSQL spell differently, written once for both. */
import { type Expression, sql } from 'kysely';

/**
 * column - amount, but never below zero (SQLite's two-argument MAX is PostgreSQL's GREATEST;
 * CASE is the same on both).
 */
export const atLeastZero = (column: string, amount: number): Expression<number> =>
  sql<number>`CASE WHEN ${sql.ref(column)} > ${amount} THEN ${sql.ref(column)} - ${amount} ELSE 0 END`;
