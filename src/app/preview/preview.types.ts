/** What the live preview receives from the development server (tools/vite/preview-data.ts). */
import type { Journey } from '../../engine/journey/journey.types';
import type { RuleRecord } from '../../engine/rules/rule-record.types';
import type { MessageCatalogue } from '../../engine/validation/messages';

/** A finding of the journey check, at its file, line and column. */
export interface PreviewFinding {
  file: string;
  line: number;
  column: number;
  code: string;
  message: string;
  error: boolean;
}

export interface PreviewProduct {
  /** The journey as the browser runs it (no decision policy: it stays on the server). */
  journey: Journey;
  records: RuleRecord[];
  /** `journey explain` of each step, by step id. */
  explained: Record<string, string>;
}

export interface PreviewData {
  products: PreviewProduct[];
  catalogue: MessageCatalogue;
  findings: PreviewFinding[];
  /** `N journeys, N errors, N warnings`. */
  summary: string;
  /** Why the journeys could not be put together, when they could not (the findings say more). */
  failure?: string;
}
