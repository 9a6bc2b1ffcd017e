import { stat } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../support/test-server';

describe('the mail outbox on disk', () => {
  it('exists once the server has started, before any mail is sent', async () => {
    const server = await startTestServer('pglite', 'outbox-at-start');
    try {
      expect((await stat(server.config.outboxDir)).isDirectory()).toBe(true);
      expect(await server.outbox()).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
