/**
 * What the shell (header, footer, sidebar, progress) knows about the applicant: the journey of
 * the page, the current application when signed in, and the partner code entered so far.
 */
import { useMemo } from 'react';
import { deepEquals } from '@rjsf/utils';
import { useLocation } from 'react-router-dom';
import { writeForm } from '../../engine/binding/form-binding';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import { getAt } from '../../engine/json-pointer';
import type { ApplicationRecord } from '../api/application.types';
import { journeyOf, journeyOfNoProduct } from '../journeys/compiled-journeys';
import { useCurrentApplication } from '../routes/use-current-application';
import { useSession } from '../session/session-store';
import { useSettings } from '../settings/settings-context';
import { draftKey, type Answers } from '../../engine/step-session/step-drafts';
import { stepDrafts } from '../steps/use-step-session';
import { useStoreSelector } from '../../widgets/use-store-selector';
import { partnerContacts, type ShellContacts } from './partner-contacts';
import { productInPath } from '../../engine/journey/site-paths';

const PARTNER_CODE = '/_extension/partnerCode';
const NO_ANSWERS: Record<string, unknown> = {};

/** The journey whose product root the URL is under; the site's default product's elsewhere (login). */
export function useCurrentJourney(): CompiledJourney {
  const { pathname } = useLocation();
  return journeyOf(productInPath(pathname)) ?? journeyOfNoProduct();
}

export interface ShellApplication {
  cj: CompiledJourney;
  signedIn: boolean;
  application: ApplicationRecord | undefined;
  /** Signed in, and the server says there is no application yet. */
  hasNone: boolean;
  /** The application document, or what a new applicant typed on the first step so far. */
  document: Record<string, unknown>;
  contacts: ShellContacts;
}

export function useShellApplication(cj: CompiledJourney = journeyOfNoProduct()): ShellApplication {
  const settings = useSettings();
  const { accessToken } = useSession();
  const signedIn = Boolean(accessToken);
  const { application, hasNone } = useCurrentApplication(cj.journey.product, signedIn);
  const first = cj.journey.steps[0];
  // The first step's draft alone: a keystroke on another step re-renders nothing here.
  const firstDraft = useMemo(() => {
    const key = draftKey(cj.journey.product, first.id);
    const store = { subscribe: stepDrafts.subscribe, getSnapshot: () => stepDrafts.get(key) };
    return { store, toDocument: (draft: Answers | undefined) => (draft ? writeForm(first, {}, draft) : NO_ANSWERS) };
  }, [cj.journey.product, first]);
  // Compared by value: the first step keeps its draft as soon as its form is on screen, answers
  // unchanged, and the whole frame rendering again for it held up the first keystroke.
  const draftDocument = useStoreSelector(firstDraft.store, firstDraft.toDocument, deepEquals);
  const document = application?.data ?? draftDocument;
  return { cj, signedIn, application, hasNone, document, contacts: partnerContacts(settings, getAt(document, PARTNER_CODE)) };
}
