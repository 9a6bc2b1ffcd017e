/** A screen step: the registry's screen with what the app provides (contacts, dialogs, API calls). */
import { listDocumentRequests, saveTemplate } from '../api/document-requests';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { maxDecisionWaitSeconds } from '../../engine/decision/decision-wait';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import type { JourneyStep } from '../../engine/journey/journey.types';
import type { RuleRecord } from '../../engine/rules/rule-record.types';
import { screenRegistry, type AnyScreen, type ScreenName } from '../../screens/registry';
import { ScreenMissing } from './screen-missing';
import type { ScreenServices, SubmitOutcome } from '../../screens/screen-props';
import type { ApplicationRecord } from '../api/application.types';
import { applicationKeys, getApplication, patchAtLatest, submitApplication } from '../api/applications';
import { ApiError } from '../api/http';
import { acceptOffer, getOffers, submitRequestedDocuments } from '../api/offers';
import { createCheckoutServices } from '../api/checkout-services';
import { createStatementServices } from '../api/statements';
import { session } from '../session/session-store';
import { signOut } from '../session/sign-out';
import { useSettings } from '../settings/settings-context';
import { partnerContacts } from '../shell/partner-contacts';
import { StepEditor } from './step-editor';

export interface ScreenStepProps {
  cj: CompiledJourney;
  step: JourneyStep;
  application?: ApplicationRecord;
  records: readonly RuleRecord[];
}

export function ScreenStep({ cj, step, application, records }: ScreenStepProps) {
  const settings = useSettings();
  const queryClient = useQueryClient();
  const { user } = useSnapshot(session);
  // Known to the registry and its props checked by the journey meta-schema; an unknown name
  // (a journey built for a newer web app) gets a page that says so rather than a blank one.
  const Screen = screenRegistry[step.screen as ScreenName] as AnyScreen | undefined;
  // The partner the applicant came through, when the settings know its code; otherwise the lender.
  const contacts = partnerContacts(settings, (application?.data._extension as { partnerCode?: unknown } | undefined)?.partnerCode);
  const support = { phone: contacts.phone, email: contacts.email, hours: settings.supportHours, homeUrl: settings.customerPortalUrl };

  const services = useMemo<ScreenServices>(() => {
    const store = (record: ApplicationRecord) => queryClient.setQueryData(applicationKeys.one(record.id), record);
    const statements = createStatementServices(application?.id ?? '', queryClient);
    return {
      StepEditor: ({ stepId, title, onClose }) =>
        application ? <StepEditor cj={cj} application={application} records={records} stepId={stepId} title={title} onClose={onClose} /> : null,
      async submitApplication(): Promise<SubmitOutcome> {
        if (!application) throw new Error('No application to submit');
        try {
          const submitted = await submitApplication(application.id);
          store(submitted);
          return { ok: true, application: submitted };
        } catch (error) {
          if (error instanceof ApiError && error.status === 422) {
            const body = error.error;
            return { ok: false, steps: body?.steps ?? [], message: cj.catalogue.submitIncomplete ?? body?.message ?? '' };
          }
          throw error;
        }
      },
      async reloadApplication() {
        if (!application) return undefined;
        const latest = await getApplication(application.id);
        store(latest);
        return latest;
      },
      statements,
      moveToStage: (stage) => statements.moveToStage(stage),
      async saveAnswers(patch) {
        if (!application) throw new Error('No application to change');
        const current = queryClient.getQueryData<ApplicationRecord>(applicationKeys.one(application.id)) ?? application;
        try {
          const saved = await patchAtLatest(current, (at) => ({ stage: at.stage, patch, version: at.version }));
          store(saved);
          return saved;
        } catch (error) {
          const body = error instanceof ApiError ? error.error : undefined;
          throw new Error(body?.errors?.[0]?.message ?? body?.message ?? 'We could not save this change. Please try again.', { cause: error });
        }
      },
      offers: {
        load: () => getOffers(application?.id ?? ''),
        async accept(terms) {
          const moved = await acceptOffer(application?.id ?? '', terms);
          store(moved);
          return moved;
        },
        async submitDocuments() {
          const moved = await submitRequestedDocuments(application?.id ?? '');
          store(moved);
          return moved;
        },
        documentRequests: async () => (await listDocumentRequests(application?.id ?? '')).items,
        saveTemplate: (template) => saveTemplate(application?.id ?? '', template),
      },
      checkout: createCheckoutServices(application?.id ?? '', store),
    };
  }, [application, cj, records, queryClient]);

  if (!Screen) return <ScreenMissing phone={support.phone} />;
  return (
    <Screen
      journey={cj}
      step={step}
      props={(step.screenProps ?? {}) as never}
      application={application}
      records={records}
      support={support}
      monitoringIntervalSeconds={settings.monitoringIntervalSeconds}
      decisionWaitSeconds={maxDecisionWaitSeconds(settings, cj.journey)}
      maxFileMb={settings.documents.maxFileMb}
      userEmail={user?.email}
      passwordGenerated={user?.passwordGenerated}
      signOut={() => signOut(queryClient)}
      services={services}
    />
  );
}
