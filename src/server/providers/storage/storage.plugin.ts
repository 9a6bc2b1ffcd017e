import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { DocumentStorage } from './document-storage';
import { createLocalDiskStorage, removeStalePartials } from './local-disk-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where document bytes live: S3_BUCKET's store, else the local disk under DATA_DIR/documents (or a store a test gives). */
    documentStorage: DocumentStorage;
  }
}

export default fp<{ storage?: DocumentStorage }>(
  async (app, options) => {
    if (options.storage) {
      app.decorate('documentStorage', options.storage);
      return;
    }
    if (app.config.s3) {
      // Loaded only when configured: the AWS SDK is large, and the embedded default never needs it.
      const { createS3Storage } = await import('./s3-storage');
      const storage = createS3Storage(app.config.s3);
      app.addHook('onClose', () => storage.client.destroy());
      app.decorate('documentStorage', storage);
      return;
    }
    const root = join(app.config.dataDir, 'documents');
    // Writes of a process that died mid-upload. Twice the idle timeout (at least a minute) keeps
    // the partial files of uploads another instance is receiving right now.
    const idleMs = app.config.uploads.idleTimeoutSeconds * 1000;
    const staleAfterMs = Math.max(2 * idleMs, 60_000);
    const sweep = async () => {
      const removed = await removeStalePartials(root, staleAfterMs);
      if (removed.length > 0) app.log.info({ files: removed.length }, 'removed partial uploads left by a process that died mid-upload');
    };
    await sweep();
    // A crash just before this start leaves partial files too young to remove yet: a later sweep does.
    const sweeps = setInterval(
      () => void sweep().catch((error: unknown) => app.log.warn({ err: error }, 'partial uploads could not be removed')),
      staleAfterMs,
    );
    sweeps.unref();
    app.addHook('onClose', async () => clearInterval(sweeps));
    app.decorate('documentStorage', createLocalDiskStorage(root));
  },
  { name: 'document-storage', dependencies: ['config'], fastify: '5.x' },
);
