/**
 * What start-up still does once the server listens (the demo accounts made on the first start):
 * readiness says not ready until it is done, so a load balancer, or a person told the portal is
 * up, does not meet an instance whose accounts are not there yet. The server answers meanwhile,
 * as a started instance does; only readiness waits.
 */
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    startup: Startup;
  }
}

export interface Startup {
  /** The work start-up has begun and not finished, by name; empty once the instance is up. */
  readonly pending: readonly string[];
  /** Marks `name` under way until `done()` is called: call it before listening, so no probe passes first. */
  begin(name: string): { done(): void };
}

export function createStartup(): Startup {
  const pending: string[] = [];
  return {
    get pending() {
      return [...pending];
    },
    begin(name) {
      pending.push(name);
      let ended = false;
      return {
        done() {
          if (ended) return;
          ended = true;
          pending.splice(pending.indexOf(name), 1);
        },
      };
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('startup', createStartup());
  },
  { name: 'startup', fastify: '5.x' },
);
