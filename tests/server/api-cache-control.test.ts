import { expect, it } from 'vitest';
import { bearer, createApplicationFor, logIn, signUp, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { useTestServer } from '../support/test-server';
import { upload } from './documents-test-server';

describeEachDatabase('caching of API answers', (kind) => {
  const server = useTestServer(kind, 'cache_control');

  it('marks every API answer private and not to be stored, refusals included, unless the route says otherwise', async () => {
    const app = server().app;
    const account = await signUp(app);
    const login = await logIn(app, account.email, account.password);
    const token: string = login.json().accessToken;
    const application = await createApplicationFor(app, token);
    const stranger = await signUpAndLogIn(app);
    const document = (await upload(app, token, application.id, { documentType: 'SUPPORTING_DOCUMENT' }, { name: 'a.txt', content: 'x' })).json().document;

    const answers = {
      login,
      me: await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) }),
      applications: await app.inject({ method: 'GET', url: '/api/apps', headers: bearer(token) }),
      application: await app.inject({ method: 'GET', url: `/api/apps/${application.id}`, headers: bearer(token) }),
      documents: await app.inject({ method: 'GET', url: `/api/apps/${application.id}/docs`, headers: bearer(token) }),
      content: await app.inject({ method: 'GET', url: `/api/apps/${application.id}/docs/${document.id}/content`, headers: bearer(token) }),
      notTheirs: await app.inject({ method: 'GET', url: `/api/apps/${application.id}`, headers: bearer(stranger.token) }),
      signedOut: await app.inject({ method: 'GET', url: '/api/auth/me' }),
      badLogin: await logIn(app, account.email, 'not the password'),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.headers['cache-control'], `${name} (${answer.statusCode})`).toBe('private, no-store');
    }
    expect(answers.notTheirs.statusCode).toBe(404);

    // Public content keeps its own policy.
    const rules = await app.inject({ method: 'GET', url: '/api/validation-rules?product=tl' });
    expect(rules.headers['cache-control']).toBe('no-cache');
    const settings = await app.inject({ method: 'GET', url: '/settings.json' });
    expect(settings.headers['cache-control']).toBe('no-cache');
    const docsAsset = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' });
    expect(docsAsset.statusCode).toBe(200);
    expect(docsAsset.headers['cache-control']).not.toContain('no-store');
  });
});
