/**
 * The server refuses in the browser's words: for the same answer, the text under the field and
 * the text of the 422 are the same, with every placeholder filled (spec 01 section 5's messages).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundPointer, formProperties, readForm, toFormPointer } from '../../src/engine/binding/form-binding';
import type { CompiledJourney } from '../../src/engine/journey/compiled-journey';
import { setAt } from '../../src/engine/json-pointer';
import { normaliseAnswers } from '../../src/engine/validation/prepare-data';
import type { RuleRecord } from '../../src/engine/rules/rule-record.types';
import { hiddenFields } from '../../src/engine/validation/step-validation';
import { validateForm } from '../../src/engine/validation/validate-step';
import { createJourneyRules, loadCompiledJourneys } from '../../src/server/journeys/journey-rules';
import type { ApplicationRules } from '../../src/server/services/application-rules';
import { completeTlApplication } from '../engine/fixtures';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

describeEachDatabase('refusal texts over the API', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, 'refusal_texts', { rules: await createJourneyRules(path.resolve('journeys')) });
  });
  afterAll(async () => server?.close());

  it('name the bound and keep the field its own message', async () => {
    const user = await signUpAndLogIn(server.app);
    const { owners, business } = completeTlApplication;
    const created = await createApplicationFor(server.app, user.token, { patchAppData: { owners, business } });
    const refusal = async (pointer: string, value: unknown) => {
      const response = await server.app.inject({
        method: 'PATCH',
        url: `/api/apps/${created.id}`,
        headers: bearer(user.token),
        payload: { patch: [{ op: 'add', path: pointer, value }], version: created.version },
      });
      expect(response.statusCode, response.body).toBe(422);
      return response.json().errors.map((e: { message: string }) => e.message);
    };
    expect(await refusal('/owners/0/firstName', 'Abcdefghijklmnopqrstu')).toEqual(['Incorrect length. It must be between 1 and 20 characters.']);
    expect(await refusal('/owners/0/firstName', 'J.')).toEqual(['Please enter a valid name.']);
    expect(await refusal('/owners/0/percentOwnership', '101')).toEqual(['Please enter a whole percentage from 1 to 100.']);
  });
});

/** A field a form step binds: the step, its form property (or a list item's), and where it is kept. */
interface BoundField {
  stepId: string;
  status: string;
  formPointer: string;
  applicationPointer: string;
  enumValues: unknown[];
}

function boundFields(cj: CompiledJourney): BoundField[] {
  return cj.journey.steps.flatMap((step) => {
    if (!step.form) return [];
    const properties = ((step.form.schema as { properties?: unknown }).properties ?? {}) as Record<string, Record<string, unknown>>;
    return formProperties(step).flatMap((property): BoundField[] => {
      const schema = properties[property] ?? {};
      const field = (formPointer: string, applicationPointer: string, node: Record<string, unknown>) => ({
        stepId: step.id,
        status: step.status,
        formPointer,
        applicationPointer,
        enumValues: Array.isArray(node.enum) ? node.enum : [],
      });
      const items = schema.items as Record<string, unknown> | undefined;
      const itemProperties = (items?.properties ?? {}) as Record<string, Record<string, unknown>>;
      if (schema.type === 'array' && Object.keys(itemProperties).length > 0) {
        return Object.entries(itemProperties).map(([name, node]) => field(`/${property}/0/${name}`, `${boundPointer(step, property)}/0/${name}`, node));
      }
      return [field(`/${property}`, boundPointer(step, property), schema)];
    });
  });
}

/** Answers an applicant or an API client might send: words, digits, long text, numbers of every size, the wrong type. */
const answers = (enumValues: unknown[]) =>
  fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.stringMatching(/^[A-Za-z .'-]{0,25}$/),
    fc.stringMatching(/^\d{0,14}$/),
    fc.integer({ min: -1_000_000, max: 100_000_000_000 }),
    fc.double({ min: -10, max: 1e7, noNaN: true }),
    fc.boolean(),
    ...(enumValues.length > 0 ? [fc.constantFrom(...enumValues)] : []),
  );

describe('the browser and the server give the same text for the same answer', () => {
  let compiled: CompiledJourney[];
  let rules: ApplicationRules;
  const records: Record<string, RuleRecord[]> = {};
  beforeAll(async () => {
    compiled = await loadCompiledJourneys('journeys');
    rules = await createJourneyRules(path.resolve('journeys'));
    for (const cj of compiled) {
      const file = path.resolve('journeys/rules', `${cj.journey.product}.rules.json`);
      records[cj.journey.product] = JSON.parse(await readFile(file, 'utf8').catch(() => '[]')) as RuleRecord[];
    }
  });

  it('for random answers to every field of every product', () => {
    const RUNS_PER_FIELD = 20;
    let compared = 0;
    let refusedWithText = 0;
    for (const cj of compiled) {
      const product = cj.journey.product;
      const fields = boundFields(cj);
      expect(fields.length, product).toBeGreaterThan(0);
      // Every field gets its own runs, so none is left to a random pick of fields.
      for (const field of fields) {
        fc.assert(
          fc.property(answers(field.enumValues), (value) => {
            const step = cj.step(field.stepId);
            const before = structuredClone(completeTlApplication) as Record<string, unknown>;
            // The server keeps answers trimmed and without blanks, as the browser validates them.
            const after = normaliseAnswers(setAt(before, field.applicationPointer, value)) as Record<string, unknown>;
            const formData = readForm(step, after);
            // A hidden field is refused as not allowed by the server and never shown by the browser.
            if (hiddenFields(cj.formValidators(step.id), formData).some((h) => field.formPointer.startsWith(h))) return;
            const shown = validateForm(cj, step.id, formData, 'draft', { records: records[product], document: after }).find(
              (e) => e.path === field.formPointer,
            );
            const verdict = rules.checkChange({
              product,
              status: field.status,
              fromStage: step.stage,
              toStage: step.stage,
              before,
              after,
              ruleRecords: records[product],
            });
            const refused = verdict.ok
              ? undefined
              : verdict.errors.find((e) => toFormPointer(step, e.path) === field.formPointer || e.path === field.applicationPointer);
            compared += 1;
            expect(refused?.message, `${product} ${field.applicationPointer} = ${JSON.stringify(value)}`).toBe(shown?.message);
            if (refused) refusedWithText += 1;
            if (refused) expect(refused.message).not.toMatch(/\{\w+(:\w+)?\}/);
          }),
          { numRuns: RUNS_PER_FIELD, seed: 20261127 },
        );
      }
    }
    expect(compared).toBeGreaterThan(300);
    // The answers reach refusals, so the texts compared are real ones, not two absences.
    expect(refusedWithText).toBeGreaterThan(50);
  });
});
