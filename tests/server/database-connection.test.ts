import { sql } from 'kysely';
import pg from 'pg';
import { expect, it, vi } from 'vitest';
import { createDb, searchDatabaseTarget } from '../../src/server/db/create-db';
import { POSTGRES_ADMIN_URL } from '../support/test-databases';

// PostgreSQL may close a pooled connection while it is idle (a restart, a terminated backend).
// The server must carry on with a new connection, not end on the pool's 'error' event.
it('carries on when PostgreSQL closes an idle pooled connection', async () => {
  const onIdleConnectionError = vi.fn();
  const db = await createDb({ kind: 'postgres', url: POSTGRES_ADMIN_URL, maxConnections: 1 }, { onIdleConnectionError });
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
    await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
    await vi.waitFor(() => expect(onIdleConnectionError).toHaveBeenCalled());
    const again = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(again.rows[0].one).toBe(1);
  } finally {
    await admin.end();
    await db.destroy();
  }
});

// pg lets a connection string's own parameters replace those given beside it, so the read-only
// setting must survive a DATABASE_READ_URL that carries `options` of its own.
it("opens the console's search database read-only, keeping the URL's own options", async () => {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.searchParams.set('options', '-c statement_timeout=5000');
  const db = await createDb(searchDatabaseTarget({ databaseReadUrl: url.toString() })!);
  try {
    const { rows } = await sql<{ readOnly: string; timeout: string }>`
      select current_setting('default_transaction_read_only') as "readOnly", current_setting('statement_timeout') as timeout`.execute(db);
    expect(rows[0]).toEqual({ readOnly: 'on', timeout: '5s' });
    await expect(sql`create temporary sequence search_probe`.execute(db)).rejects.toThrow(/read-only transaction/);
  } finally {
    await db.destroy();
  }
});
