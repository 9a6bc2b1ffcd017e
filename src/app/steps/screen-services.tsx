/**
 * What the app does for screens, one builder per service a screen may declare in the registry.
 * A screen step builds only the services its screen declares, for the application it shows: a
 * screen with no application (a public status page) declares none, so no builder ever runs
 * without an application id.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import type { RuleRecord } from '../../engine/rules/rule-record.types';
import type { ScreenServiceName, ScreenServices, SubmitOutcome } from '../../screens/screen-props';
import { applicationAddresses } from '../api/address';
import type { ApplicationRecord } from '../api/application.types';
import { applicationKeys, getApplication, patchAtLatest, submitApplication } from '../api/applications';
import { createCheckoutServices } from '../api/checkout-services';
import { listDocumentRequests, saveTemplate } from '../api/document-requests';
import { ApiError } from '../api/http';
import { acceptOffer, getOffers, submitRequestedDocuments } from '../api/offers';
import { createStatementServices } from '../api/statements';
import { StepEditor } from './step-editor';

export interface ScreenServiceContext {
  cj: CompiledJourney;
  application: ApplicationRecord;
  records: readonly RuleRecord[];
  queryClient: QueryClient;
}

const store = ({ queryClient }: ScreenServiceContext, record: ApplicationRecord) => queryClient.setQueryData(applicationKeys.one(record.id), record);

const builders: { [Name in ScreenServiceName]: (context: ScreenServiceContext) => ScreenServices[Name] } = {
  StepEditor:
    ({ cj, application, records }) =>
    ({ stepId, title, onClose }) => <StepEditor cj={cj} application={application} records={records} stepId={stepId} title={title} onClose={onClose} />,

  submitApplication: (context) => async (): Promise<SubmitOutcome> => {
    try {
      const submitted = await submitApplication(context.application.id);
      store(context, submitted);
      return { ok: true, application: submitted };
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const body = error.error;
        return { ok: false, steps: body?.steps ?? [], message: context.cj.catalogue.submitIncomplete ?? body?.message ?? '' };
      }
      throw error;
    }
  },

  reloadApplication: (context) => async () => {
    const latest = await getApplication(context.application.id);
    store(context, latest);
    return latest;
  },

  saveAnswers: (context) => async (patch) => {
    const { application, queryClient } = context;
    const current = queryClient.getQueryData<ApplicationRecord>(applicationKeys.one(application.id)) ?? application;
    try {
      const saved = await patchAtLatest(current, (at) => ({ stage: at.stage, patch, version: at.version }));
      store(context, saved);
      return saved;
    } catch (error) {
      const body = error instanceof ApiError ? error.error : undefined;
      throw new Error(body?.errors?.[0]?.message ?? body?.message ?? 'We could not save this change. Please try again.', { cause: error });
    }
  },

  applicationAddresses: (context) => async () => (await applicationAddresses(context.application.id)).addresses,

  moveToStage: (context) => (stage) => createStatementServices(context.application.id, context.queryClient).moveToStage(stage),

  statements: (context) => createStatementServices(context.application.id, context.queryClient),

  offers: (context) => {
    const id = context.application.id;
    return {
      load: () => getOffers(id),
      async accept(terms) {
        const moved = await acceptOffer(id, terms);
        store(context, moved);
        return moved;
      },
      async submitDocuments() {
        const moved = await submitRequestedDocuments(id);
        store(context, moved);
        return moved;
      },
      documentRequests: async () => (await listDocumentRequests(id)).items,
      saveTemplate: (template) => saveTemplate(id, template),
    };
  },

  checkout: (context) => createCheckoutServices(context.application.id, (record) => store(context, record)),
};

/** The services `names` for one application, and nothing else. */
export function buildScreenServices<Name extends ScreenServiceName>(names: readonly Name[], context: ScreenServiceContext): Pick<ScreenServices, Name> {
  const services: Partial<Pick<ScreenServices, Name>> = {};
  for (const name of names) services[name] = builders[name](context);
  return services as Pick<ScreenServices, Name>;
}
