import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { DocumentStorage } from './document-storage';
import { createLocalDiskStorage } from './local-disk-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where document bytes live (local disk under DATA_DIR/documents unless another store is given). */
    documentStorage: DocumentStorage;
  }
}

export default fp<{ storage?: DocumentStorage }>(
  async (app, options) => {
    app.decorate('documentStorage', options.storage ?? createLocalDiskStorage(join(app.config.dataDir, 'documents')));
  },
  { name: 'document-storage', dependencies: ['config'], fastify: '5.x' },
);
