/**
 * A release of tl the way an analyst would make one, as JSON edits of the journey file: the
 * other-owners step removed, the funding step's stage renamed, the trading name stored
 * elsewhere, and a newly required question on the business's more-info step; with or without
 * the `migrations` that say where applications saved under the previous revision go.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

type Json = Record<string, unknown>;
interface Step extends Json {
  id: string;
  stage: string;
  next?: { to: string }[];
  form?: { schema: { required?: string[]; properties: Json }; uiSchema?: Json; bind?: Record<string, string> };
  screenProps?: { cards?: { title: string; step: string }[] };
}

export const REMOVED_STEP = 'AdditionalOwners';
export const RENAMED_STAGE = { from: 'FundingNeeds', to: 'LoanNeeds' } as const;
export const MOVED_BIND = { step: 'MoreBusinessInfo', field: 'doingBusinessAs', from: '/business/doingBusinessAs', to: '/business/_extension/tradingName' };
export const NEW_REQUIRED = { step: 'MoreBusinessInfo', field: 'exportsGoods', pointer: '/business/_extension/exportsGoods' };

export const RELEASE_MIGRATIONS = {
  stages: { [REMOVED_STEP]: 'ReviewAndSubmit', [RENAMED_STAGE.from]: 'FundingNeeds' },
  paths: { [MOVED_BIND.from]: MOVED_BIND.to },
};

function releasedStep(step: Step): Step {
  if (step.id === 'StatementCollect') return { ...step, next: [{ to: 'ReviewAndSubmit' }] };
  if (step.id === 'FundingNeeds') return { ...step, stage: RENAMED_STAGE.to };
  if (step.id === 'ReviewAndSubmit') {
    return { ...step, screenProps: { ...step.screenProps, cards: (step.screenProps?.cards ?? []).filter((c) => c.step !== REMOVED_STEP) } };
  }
  if (step.id === MOVED_BIND.step && step.form) {
    const { schema, uiSchema = {}, bind = {} } = step.form;
    return {
      ...step,
      form: {
        ...step.form,
        schema: {
          ...schema,
          required: [...(schema.required ?? []), NEW_REQUIRED.field],
          properties: { ...schema.properties, [NEW_REQUIRED.field]: { type: 'boolean', title: 'Does the business sell goods overseas?' } },
        },
        uiSchema: { ...uiSchema, [NEW_REQUIRED.field]: { 'ui:widget': 'yesNo' } },
        bind: { ...bind, [MOVED_BIND.field]: MOVED_BIND.to, [NEW_REQUIRED.field]: NEW_REQUIRED.pointer },
      },
    };
  }
  return step;
}

/** What only the removed step asked: its personal data and rule records go with it. */
const OF_REMOVED_STEP = /coOwners|hasAdditionalOwners/;

/** The released journey (file or assembled: their steps have one shape). */
export function releasedJourney<T extends { steps: unknown[]; personalData?: string[] }>(journey: T, withMigrations = true): T {
  const steps = (journey.steps as Step[]).filter((s) => s.id !== REMOVED_STEP).map(releasedStep);
  return {
    ...journey,
    steps,
    ...(journey.personalData ? { personalData: journey.personalData.filter((p) => !OF_REMOVED_STEP.test(p)) } : {}),
    ...(withMigrations ? { migrations: RELEASE_MIGRATIONS } : {}),
  };
}

/** Rewrites tl's journey file and rule records in a copy of the journeys folder as released. */
export async function releaseTl(journeysDir: string, withMigrations = true): Promise<void> {
  const file = path.join(journeysDir, 'tl.journey.json');
  const journey = JSON.parse(await readFile(file, 'utf8')) as { steps: unknown[] };
  await writeFile(file, JSON.stringify(releasedJourney(journey, withMigrations), null, 2));
  const rulesFile = path.join(journeysDir, 'rules', 'tl.rules.json');
  const records = JSON.parse(await readFile(rulesFile, 'utf8')) as unknown[];
  await writeFile(
    rulesFile,
    JSON.stringify(
      records.filter((r) => !OF_REMOVED_STEP.test(JSON.stringify(r))),
      null,
      2,
    ),
  );
}
