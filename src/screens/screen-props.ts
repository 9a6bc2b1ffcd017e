/** What every screen a journey names receives from the app. */
import type { CompiledJourney } from '../engine/journey/compiled-journey';
import type { JourneyStep } from '../engine/journey/journey.types';

export interface ScreenApplication {
  id: string;
  status: string;
  stage: string;
  version: number;
  data: Record<string, unknown>;
}

export interface SupportContacts {
  phone: string;
  email: string;
  hours: string;
}

export interface ScreenProps {
  journey: CompiledJourney;
  step: JourneyStep;
  application?: ScreenApplication;
  support: SupportContacts;
  signOut: () => Promise<void>;
}
