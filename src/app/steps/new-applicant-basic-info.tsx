/** Basic info before an application exists: the form, then the account if need be, then the auth callback's routing. */
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import type { JourneyStep } from '../../engine/journey/journey.types';
import type { RuleRecord } from '../../engine/rules/rule-record.types';
import { applicationKeys } from '../api/applications';
import { productRoot, stepUrl } from '../../engine/journey/site-paths';
import { useSession } from '../session/session-store';
import { FormStep } from './form-step';
import type { ReapplicationOutcome, StartOutcome } from './start-application';
import { lazyNamed } from '../lazy/lazy-with-timeout';

// What Continue does (the account, the application, the routing) comes when it is pressed: the first step's form shows before it.
const starting = () => import('./start-application');

// Shown only when the e-mail is already known: the first step does not download it.
const VerifyEmailDialog = lazyNamed(() => import('./verify-email-dialog'), 'VerifyEmailDialog');

export function NewApplicantBasicInfo({ cj, step, records }: { cj: CompiledJourney; step: JourneyStep; records: readonly RuleRecord[] }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [verify, setVerify] = useState<{ email: string; formData: Record<string, unknown> } | null>(null);
  const product = cj.journey.product;
  const document = user ? { owners: [{ firstName: user.firstName, lastName: user.lastName, email: user.email }] } : {};

  async function follow(outcome: StartOutcome, formData: Record<string, unknown>) {
    if (outcome.kind === 'routed') {
      await queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      void navigate(outcome.destination);
    } else {
      setVerify({ email: outcome.email, formData });
    }
  }

  function refused(outcome: Extract<ReapplicationOutcome, { kind: 'reapplication' }>) {
    setVerify(null);
    const stage = cj.journey.account?.reapplicationStages?.[outcome.eligibility];
    const target = stage ? cj.stepOfStage(stage) : undefined;
    void navigate(target ? stepUrl(product, target.route) : productRoot(product));
  }

  return (
    <>
      <FormStep
        cj={cj}
        step={step}
        document={document}
        records={records}
        signedIn={Boolean(user)}
        onContinue={async (formData) => follow(await (await starting()).startApplication(cj, step, formData), formData)}
      />
      {verify && (
        <Suspense fallback={null}>
          <VerifyEmailDialog
            email={verify.email}
            catalogue={cj.catalogue}
            onRefused={refused}
            onCancel={() => setVerify(null)}
            onVerified={() => {
              const { formData } = verify;
              setVerify(null);
              void starting()
                .then(({ routeSignedIn }) => routeSignedIn(cj, step, formData))
                .then((outcome) => follow(outcome, formData));
            }}
          />
        </Suspense>
      )}
    </>
  );
}
