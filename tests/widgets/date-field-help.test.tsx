// @vitest-environment happy-dom
import { beforeAll, afterEach, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { loadAllJourneys, loadedJourneys, loadAllFormValidators } from '../../src/app/journeys/compiled-journeys';
import { DateWidget } from '../../src/widgets/date-widget';
import { renderWidget } from './render-widget';

// The journeys arrive as the browser fetches them: every one, before the tests read them.
await loadAllJourneys();

// The browser fetches each step's form validators when a page needs them; these tests render steps at once.
beforeAll(loadAllFormValidators);

afterEach(cleanup);

/** Every uiSchema entry of the journeys' form steps that renders the date widget, with where it is. */
function dateFields(): { where: string; help?: string }[] {
  const found: { where: string; help?: string }[] = [];
  const visit = (node: unknown, where: string) => {
    if (!node || typeof node !== 'object') return;
    const entry = node as Record<string, unknown>;
    if (entry['ui:widget'] === 'date') found.push({ where, help: entry['ui:help'] as string | undefined });
    for (const [key, child] of Object.entries(entry)) visit(child, `${where}/${key}`);
  };
  for (const cj of loadedJourneys()) for (const step of cj.journey.steps) visit(step.form?.uiSchema, `${cj.journey.product}/${step.id}`);
  return found;
}

it("no date field's help repeats the format the date widget already shows as its placeholder", () => {
  renderWidget(DateWidget);
  const placeholder = (screen.getByRole('textbox') as HTMLInputElement).placeholder;
  expect(placeholder).toBe('dd/mm/yyyy');
  const fields = dateFields();
  expect(fields.map((f) => f.where)).toEqual(
    expect.arrayContaining([expect.stringMatching(/\/PersonalInfo\/dateOfBirth$/), expect.stringMatching(/\/AdditionalOwners\/.*\/dateOfBirth$/)]),
  );
  for (const { where, help } of fields) expect(help?.toLowerCase() ?? '', where).not.toContain(placeholder.toLowerCase());
});
