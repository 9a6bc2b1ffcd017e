/** A screen step: the registry's screen with what the app provides (contacts, dialogs, API calls). */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { readApplicationDocument } from '../../engine/application-document/read-application-document';
import { maxDecisionWaitSeconds } from '../../engine/decision/decision-wait';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import type { JourneyStep } from '../../engine/journey/journey.types';
import type { RuleRecord } from '../../engine/rules/rule-record.types';
import { screenRegistry, type ScreenEntry, type ScreenName } from '../../screens/registry';
import type { ApplicationRecord } from '../api/application.types';
import { useSession } from '../session/session-store';
import { signOut } from '../session/sign-out';
import { useSettings } from '../settings/settings-context';
import { partnerContacts } from '../shell/partner-contacts';
import { ScreenMissing } from './screen-missing';
import { buildScreenServices } from './screen-services';

export interface ScreenStepProps {
  cj: CompiledJourney;
  step: JourneyStep;
  application?: ApplicationRecord;
  records: readonly RuleRecord[];
}

export function ScreenStep({ cj, step, application, records }: ScreenStepProps) {
  const settings = useSettings();
  const queryClient = useQueryClient();
  const { user } = useSession();
  // Known to the registry and its props checked by the journey meta-schema; an unknown name
  // (a journey built for a newer web app) gets a page that says so rather than a blank one.
  const entry = screenRegistry[step.screen as ScreenName] as ScreenEntry | undefined;
  // The partner the applicant came through, when the settings know its code; otherwise the lender.
  const contacts = partnerContacts(settings, readApplicationDocument(application?.data).extension.partnerCode);
  const support = { phone: contacts.phone, email: contacts.email, hours: settings.supportHours, homeUrl: settings.customerPortalUrl };

  const services = useMemo(() => {
    if (!entry?.services.length) return {};
    // Only a public step has no application, and a public step's screen calls nothing.
    if (!application) throw new Error(`The screen ${step.screen} needs an application`);
    return buildScreenServices(entry.services, { cj, application, records, queryClient });
  }, [entry, application, cj, records, queryClient, step.screen]);

  if (!entry) return <ScreenMissing phone={support.phone} />;
  const Screen = entry.component;
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
      // The registry checked that the entry's services are exactly those its component asks for.
      services={services as never}
    />
  );
}
