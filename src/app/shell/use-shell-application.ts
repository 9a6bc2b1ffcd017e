/**
 * What the shell (header, footer, sidebar, progress) knows about the applicant: the journey of
 * the page, the current application when signed in, and the partner code entered so far.
 */
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { writeForm } from '../../engine/binding/form-binding';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import { getAt } from '../../engine/json-pointer';
import type { ApplicationRecord } from '../api/application.types';
import { journeyOf, journeyOfNoProduct } from '../journeys/compiled-journeys';
import { useCurrentApplication } from '../routes/use-current-application';
import { useSession } from '../session/session-store';
import { useSettings } from '../settings/settings-context';
import { draftKey } from '../../engine/step-session/step-drafts';
import { stepDrafts } from '../steps/use-step-session';
import { partnerContacts, type ShellContacts } from './partner-contacts';
import { productInPath } from '../../engine/journey/site-paths';

const PARTNER_CODE = '/_extension/partnerCode';

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
  const firstDraft = () => stepDrafts.get(draftKey(cj.journey.product, first.id));
  const draft = useSyncExternalStore(stepDrafts.subscribe, firstDraft, firstDraft);
  const document = application?.data ?? (draft ? writeForm(first, {}, draft) : {});
  return { cj, signedIn, application, hasNone, document, contacts: partnerContacts(settings, getAt(document, PARTNER_CODE)) };
}
