/**
 * The journeys' personal answers (`personalData`: dates of birth, national ids) are sealed at rest
 * with envelope encryption, in the application and in its history, on PGlite and PostgreSQL; the
 * applicant reads them back in clear, and nothing else of the document changes.
 */
import { expect, it } from 'vitest';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { useTestServer } from '../support/test-server';

const DOB = '1984-03-09';

describeEachDatabase('personal answers at rest', (kind) => {
  // The test rules mark the owners' dates of birth and national ids, as the journeys do.
  const server = useTestServer(kind, 'personal_answers');

  it('stores a date of birth sealed in the row and in the history, and answers it in clear', async () => {
    const user = await signUpAndLogIn(server().app);
    const created = await createApplicationFor(server().app, user.token);
    const patched = await server().app.inject({
      method: 'PATCH',
      url: `/api/apps/${created.id}`,
      headers: bearer(user.token),
      payload: {
        stage: created.stage,
        version: created.version,
        patch: [
          { op: 'add', path: '/owners/0/dateOfBirth', value: DOB },
          { op: 'replace', path: '/owners/0/firstName', value: 'Ada' },
        ],
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data.owners[0]).toMatchObject({ dateOfBirth: DOB, firstName: 'Ada' });
    expect((await server().app.inject({ method: 'GET', url: `/api/apps/${created.id}`, headers: bearer(user.token) })).json().data.owners[0].dateOfBirth).toBe(
      DOB,
    );

    // The rows as stored.
    const row = await server().storedDb.selectFrom('applications').select('data').where('id', '=', created.id).executeTakeFirstOrThrow();
    const stored = (row.data as { owners: { dateOfBirth: string; firstName: string }[] }).owners[0];
    expect(stored.dateOfBirth).toMatch(/^e1\./);
    expect(stored.firstName).toBe('Ada');
    const events = await server().storedDb.selectFrom('application_events').select('patch').where('application_id', '=', created.id).execute();
    expect(JSON.stringify(events)).not.toContain(DOB);
    expect(JSON.stringify(events)).toContain('Ada');
    // Nor can the words of the answers find it.
    const found = await server().app.inject({ method: 'GET', url: `/api/ops/applications?q=${DOB}`, headers: bearer(server().config.ops.token) });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().items).toEqual([]);
    const byName = await server().app.inject({ method: 'GET', url: `/api/ops/applications?q=${user.email}`, headers: bearer(server().config.ops.token) });
    expect(byName.json().items.map((item: { id: string }) => item.id)).toEqual([created.id]);
  });

  it('seals a whole owner added at once, and leaves a value that only looks sealed as it was typed', async () => {
    const user = await signUpAndLogIn(server().app);
    const created = await createApplicationFor(server().app, user.token);
    const owner = { ...(created.data as { owners: Record<string, unknown>[] }).owners[0], dateOfBirth: DOB, nationalId: 'e1.not.really.sealed.at.all' };
    const patched = await server().app.inject({
      method: 'PATCH',
      url: `/api/apps/${created.id}`,
      headers: bearer(user.token),
      payload: { stage: created.stage, version: created.version, patch: [{ op: 'replace', path: '/owners/0', value: owner }] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data.owners[0]).toMatchObject({ dateOfBirth: DOB, nationalId: 'e1.not.really.sealed.at.all' });
    const [event] = await server()
      .storedDb.selectFrom('application_events')
      .select('patch')
      .where('application_id', '=', created.id)
      .where('type', '=', 'patched')
      .execute();
    expect(JSON.stringify(event.patch)).not.toContain(DOB);
  });
});
