/** A complete tl application whose applicant owns 50% and names one co-owner of 50%, who signs too. */
import { coOwner } from '../../tools/fixtures/tl-application';
import { completeAnswers, type Account } from './api-applicant';
import { uniqueEmail } from './tl-applicant';

export function answersWithCoOwner(account: Account) {
  const partner = { ...coOwner(0, '50'), _extension: { email: uniqueEmail('coowner') } };
  const answers = completeAnswers(account);
  const data = {
    ...answers,
    owners: [{ ...(answers.owners as Record<string, unknown>[])[0], percentOwnership: '50' }],
    business: {
      ...(answers.business as Record<string, unknown>),
      _extension: { ...(answers.business as { _extension: object })._extension, hasAdditionalOwners: true },
    },
    coOwners: [partner],
  };
  return { data, partner };
}
