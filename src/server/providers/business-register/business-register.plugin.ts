import fp from 'fastify-plugin';
import { createAbrXmlAdapter } from './abr/abr-xml-adapter';
import type { BusinessRegisterProvider } from './business-register-provider';
import { createSandboxBusinessRegister } from './sandbox/sandbox-business-register';

declare module 'fastify' {
  interface FastifyInstance {
    /** The business register: the ABN Lookup web services when ABR_GUID is set, the built-in sandbox otherwise. */
    businessRegister: BusinessRegisterProvider;
  }
}

export default fp<{ provider?: BusinessRegisterProvider }>(
  async (app, options) => {
    const { guid, baseUrl, timeoutSeconds } = app.config.businessRegister;
    const provider = options.provider ?? (guid ? createAbrXmlAdapter({ guid, baseUrl, timeoutMs: timeoutSeconds * 1000 }) : createSandboxBusinessRegister());
    app.decorate('businessRegister', provider);
  },
  { name: 'business-register', dependencies: ['config'], fastify: '5.x' },
);
