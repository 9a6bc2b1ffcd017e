/**
 * The end of checkout for an application that asks for no automatic mail (design decision 60):
 * the co-owner still gets their signing link and their copy of the signed agreement (they have no
 * account to find either in), the applicant gets no mail of it and downloads it from their account.
 */
import path from 'node:path';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { readOutbox } from '../../src/server/providers/mail/outbox-mail-provider';
import { withServerExtension } from '../../src/server/services/renewals/application-extension';
import { withAdditionalOwners } from '../engine/fixtures';
import { describeEachDatabase } from '../support/test-databases';
import { checkoutFlow } from './checkout-flow';
import { useDocumentsServer } from './documents-test-server';

const OPS_TOKEN = 'ops-token-for-the-quiet-checkout-tests-0123';

describeEachDatabase('checkout without automatic mail', (kind) => {
  const server = useDocumentsServer(kind, 'quiet-checkout', {
    rules: () => createJourneyRules(path.resolve('journeys')),
    env: { OPS_TOKEN, DECISION_DELAY_SECONDS: '3600' },
    jobs: { enabled: false },
  });
  const app = () => server().app;
  const flow = checkoutFlow(app, OPS_TOKEN);
  const outbox = async (to: string) => {
    await app().jobWorker.drain();
    return readOutbox(join(server().dataDir, 'outbox'), { to });
  };

  it('mails the co-owner their link and their signed agreement, and the applicant nothing', async () => {
    const answers = withAdditionalOwners(1, 50);
    const { user, id } = await flow.inCheckout(answers);
    // As the channel that set the application up for the applicant would have stored it.
    const row = await server().db.selectFrom('applications').select('data').where('id', '=', id).executeTakeFirstOrThrow();
    await server()
      .db.updateTable('applications')
      .set({ data: JSON.stringify(withServerExtension(row.data, { dontSendAutoEmail: true })) })
      .where('id', '=', id)
      .execute();
    const before = (await outbox(user.email)).length;

    expect(await flow.applicantSigns(user, id)).toBe('WAITING_FOR_ADDITIONAL_OWNERS');
    const coOwner = answers.coOwners[0]._extension.email;
    // The signing mail; the owner's invitation to their own part went at submission, before the channel asked for quiet.
    const signingMails = async () => (await outbox(coOwner)).filter((mail) => !/^You are invited/.test(mail.subject));
    const [invitation] = await signingMails();
    expect(invitation.subject).toMatch(/^Please sign the loan agreement/);
    await flow.coOwnerSigns(invitation.text);
    expect((await flow.inject('GET', `/api/apps/${id}`, user.token)).json().status).toBe('COMPLETED');

    expect((await signingMails()).map((mail) => mail.subject)).toEqual([invitation.subject, expect.stringContaining('loan documents')]);
    expect((await outbox(user.email)).slice(before)).toEqual([]);
  });
});
