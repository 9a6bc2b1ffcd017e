/** The lender's operations routes (/api/ops): moving an application between statuses. */
import { staffReason } from './staff-reason';
import { Type, type Static } from './named';

export const StatusChangeRequestSchema = Type.Object(
  {
    status: Type.String({ pattern: '^[A-Z][A-Z_]{0,63}$', description: 'A status of the journey lifecycle, e.g. EXPIRED.' }),
    stage: Type.Optional(Type.String({ pattern: '^[A-Za-z]{1,64}$', description: "Defaults to the status's first stage in the lifecycle table." })),
    reason: Type.Optional(staffReason('Why: kept in the staff audit with who and when.')),
    override: Type.Optional(
      Type.Object(
        { reason: staffReason('Why the application moves without what the lifecycle asks for: kept in the staff audit and the application history.') },
        {
          additionalProperties: false,
          description:
            'Moves an application that lacks what the status needs (complete answers to be submitted, a decision for an offer, accepted terms to check out), ' +
            'when the refusal said `overridable: true`. Never past an agreement with missing terms (APP_ERR_AGREEMENT_INCOMPLETE).',
        },
      ),
    ),
  },
  { $id: 'StatusChangeRequest', additionalProperties: false },
);
export type StatusChangeRequest = Static<typeof StatusChangeRequestSchema>;
