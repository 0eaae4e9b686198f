/**
 * Exports that stream (issue 27): rows come from a database cursor (pg-query-stream, a batch at a time) and leave
 * as CSV (csv-stringify) through a stream pipeline, so an export of any size holds one batch in memory, waits
 * whenever the client reads slower than the database answers (backpressure), and leaves the event loop free for
 * the process's other requests between batches. Every query of one export runs in one read-only REPEATABLE READ
 * transaction on one pooled connection: one snapshot, however many queries and however long the download.
 * A client that goes away ends the cursor and its connection (destroyed, not returned mid-query).
 */
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ClientBase } from 'pg';
import QueryStream from 'pg-query-stream';
import { stringify } from 'csv-stringify';
import type { Sequelize } from 'sequelize';

export interface CursorQuery {
  sql: string;
  bind: unknown[];
}

export interface CsvExport<Row> {
  /** The header line, in order. */
  columns: string[];
  /** Queries whose rows are written one after the other (one snapshot). */
  queries: CursorQuery[];
  /** One CSV record (cells in `columns` order) of a row. */
  record(row: Row): unknown[];
}

/** Rows fetched per round trip (and the most held in memory at once). */
export const EXPORT_BATCH_ROWS = 500;
/** Rows turned into CSV per turn of the event loop: other requests are served between such slices. */
const ROWS_PER_TURN = 100;

/**
 * A spreadsheet must not run a cell as a formula (CSV injection): text that starts like one gets a leading quote.
 * Numbers are numbers (a wallet's -3 stays -3).
 */
export function csvCell(v: unknown): string {
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  const s = v === null || v === undefined ? '' : v instanceof Date ? v.toISOString() : String(v);
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

function isPgClient(c: object): c is ClientBase {
  return 'query' in c && typeof c.query === 'function';
}

/** The rows of `queries`, in order, from a cursor on a connection of Sequelize's pool. */
export async function* cursorRows<Row extends object>(
  sequelize: Sequelize,
  queries: CursorQuery[],
  batchSize = EXPORT_BATCH_ROWS,
): AsyncGenerator<Row> {
  const manager = sequelize.connectionManager;
  const conn = await manager.getConnection({ type: 'read' });
  if (!isPgClient(conn)) {
    manager.releaseConnection(conn);
    throw new Error('cursorRows needs a PostgreSQL connection');
  }
  let finished = false;
  try {
    await conn.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    for (const q of queries) {
      const stream = conn.query(new QueryStream(q.sql, q.bind, { batchSize, highWaterMark: batchSize }));
      for await (const row of stream as AsyncIterable<Row>) yield row;
    }
    await conn.query('COMMIT');
    finished = true;
  } finally {
    if (finished) manager.releaseConnection(conn);
    else await manager.destroyConnection(conn);
  }
}

/**
 * Write an export as CSV (header first) to `out`, e.g. an HTTP response whose headers are set; resolves when
 * the last byte is handed to `out`, rejects (and ends the cursor) when the client went away or a query failed.
 */
export async function pipeCsv<Row extends object>(
  sequelize: Sequelize,
  spec: CsvExport<Row>,
  out: Writable,
  batchSize = EXPORT_BATCH_ROWS,
): Promise<void> {
  async function* records() {
    let n = 0;
    for await (const row of cursorRows<Row>(sequelize, spec.queries, batchSize)) {
      yield spec.record(row).map(csvCell);
      if (++n % ROWS_PER_TURN === 0) await nextTurn();
    }
  }
  await pipeline(
    Readable.from(records(), { highWaterMark: batchSize }),
    stringify({ header: true, columns: spec.columns }),
    out,
  );
}
