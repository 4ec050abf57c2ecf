'use strict';
const { Client } = require('pg');

/** The performance service's table of records, one row per record the gateway accepted (its id the gateway's). */
const RECORDS_TABLE = 'performance_records';
/** How often the count is read while waiting; the lag printed is as fine as this. */
const POLL_MS = 25;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads an ingest service's database as the service left it: how many rows `table` holds.
 * Counting is the benchmark's only query, and it runs between loads, never during one.
 */
async function openStoredRows(databaseUrl, table) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const count = async () => Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
  return {
    client,
    count,
    /**
     * Waits until at least `atLeast` rows are stored and the count has not moved for `settleMs`
     * (records the gateway accepted from requests the load generator gave up on land too).
     * Returns { count, lastStoredAt (performance.now() of the poll that first saw the final count),
     * timedOut }.
     */
    async waitUntilStored(atLeast, { settleMs = 2_000, timeoutMs = 120_000, givenUp = () => undefined } = {}) {
      const deadline = performance.now() + timeoutMs;
      let last = await count();
      let lastStoredAt = performance.now();
      for (;;) {
        await pause(POLL_MS);
        const now = performance.now();
        const current = await count();
        if (current !== last) {
          last = current;
          lastStoredAt = now;
        } else if (current >= atLeast && now - lastStoredAt >= settleMs) {
          return { count: current, lastStoredAt, timedOut: false };
        }
        if (now > deadline) return { count: current, lastStoredAt, timedOut: true };
        const dead = givenUp();
        if (dead) throw new Error(dead);
      }
    },
    close: () => client.end(),
  };
}

/** The performance records stored, and whether any is there twice. */
async function openStoredRecords(databaseUrl) {
  const stored = await openStoredRows(databaseUrl, RECORDS_TABLE);
  return {
    ...stored,
    /**
     * Rows; distinct ids among them (the gateway's id of each record); distinct page loads and
     * events among them. Every beacon is a page load of its own with each event once, so the
     * last equals the rows unless a record was stored twice under two ids (a batch the gateway
     * queued again with new ids, say), which the table's key on the id cannot see.
     */
    async distinct() {
      const { rows } = await stored.client.query(
        `SELECT count(*) AS n, count(DISTINCT id) AS ids, count(DISTINCT (page_load_id, event)) AS records
         FROM ${RECORDS_TABLE}`,
      );
      return { rows: Number(rows[0].n), ids: Number(rows[0].ids), records: Number(rows[0].records) };
    },
  };
}

module.exports = { RECORDS_TABLE, openStoredRecords, openStoredRows };
