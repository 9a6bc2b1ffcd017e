import { sql } from 'kysely';
import pg from 'pg';
import { expect, it, vi } from 'vitest';
import { createDb } from '../../src/server/db/create-db';
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
