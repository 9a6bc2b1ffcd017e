/**
 * `app.background`: work a request starts but does not wait for, such as mailing a code whose
 * sending must not make the answer slower for one e-mail than for another. A failure is logged,
 * never thrown at the caller; the server waits for unfinished tasks before it closes (the
 * database they use closes after it).
 */
import fp from 'fastify-plugin';

/** What a service needs to start background work. */
export interface BackgroundTaskRunner {
  run(name: string, task: () => Promise<void>): void;
}

export interface BackgroundTasks extends BackgroundTaskRunner {
  /** Resolves once every task started so far has finished. */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundTasks;
  }
}

export default fp(
  async (app) => {
    const pending = new Set<Promise<void>>();
    const background: BackgroundTasks = {
      run(name, task) {
        const running = Promise.resolve()
          .then(task)
          .catch((error: unknown) => app.log.error({ err: error, task: name }, 'background task failed'))
          .finally(() => pending.delete(running));
        pending.add(running);
      },
      async settled() {
        while (pending.size > 0) await Promise.all(pending);
      },
    };
    app.decorate('background', background);
    app.addHook('onClose', async () => background.settled());
  },
  { name: 'background-tasks', fastify: '5.x' },
);
