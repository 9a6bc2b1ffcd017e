// @vitest-environment happy-dom
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { journeyOf, loadAllJourneys, loadAllFormValidators } from '../../src/app/journeys/compiled-journeys';
import { FormStep } from '../../src/app/steps/form-step';
import { draftKey } from '../../src/engine/step-session/step-drafts';
import { stepDrafts } from '../../src/app/steps/use-step-session';
import { fieldClass } from '../../src/widgets/templates/field-classes';
import { system } from '../../src/app/theme';
import type { RuleRecord } from '../../src/engine/rules/rule-record.types';
import rules from '../../journeys/rules/tl.rules.json';
import { withAdditionalOwners } from '../../tools/fixtures/tl-application';
import '../support/lazy-widgets-loaded';

// The journeys arrive as the browser fetches them: every one, before the tests read them.
await loadAllJourneys();

// The browser fetches each step's form validators when a page needs them; these tests render steps at once.
beforeAll(loadAllFormValidators);

// Drafts live in a store of the module: each test starts from the document it renders.
afterEach(() => {
  cleanup();
  stepDrafts.clear();
});

const cj = journeyOf('tl')!;

function renderOwnersStep(document: Record<string, unknown>) {
  const onAutosave = vi.fn(async (_formData: Record<string, unknown>) => undefined);
  const view = render(
    <ChakraProvider value={system}>
      <FormStep
        cj={cj}
        step={cj.step('AdditionalOwners')}
        document={document}
        records={rules as RuleRecord[]}
        onContinue={async () => undefined}
        onAutosave={onAutosave}
      />
    </ChakraProvider>,
  );
  return { ...view, onAutosave };
}

describe('a form step opened with saved owners', () => {
  // Owners already on the server arrive in the first render (a reload, Back, the review's edit
  // dialog); the form must stay editable, and the document it was given must stay as it was.
  it('takes keystrokes in an owner field and autosaves them', async () => {
    const document = withAdditionalOwners(3, 20);
    const before = JSON.stringify(document);
    const { container, onAutosave } = renderOwnersStep(document);
    const field = (id: string) => container.querySelector<HTMLInputElement>(`#root_coOwners_${id}`)!;
    const typedName = field('0_firstName').value + 'ne';
    await userEvent.type(field('0_firstName'), 'ne');
    const typedStreet = field('2_streetName').value + ' Lane';
    await userEvent.type(field('2_streetName'), ' Lane');
    expect(field('0_firstName').value).toBe(typedName);
    expect(field('2_streetName').value).toBe(typedStreet);
    await waitFor(() => expect(onAutosave).toHaveBeenCalled(), { timeout: 3000 });
    const saved = onAutosave.mock.calls.at(-1)![0] as { coOwners: { firstName: string; streetName: string }[] };
    expect(saved.coOwners[0].firstName).toBe(typedName);
    expect(saved.coOwners[2].streetName).toBe(typedStreet);
    expect(JSON.stringify(document)).toBe(before);
    expect(() => structuredClone(document)).not.toThrow();
  });

  // RJSF is handed the data again only when something else about the form changes; when an
  // error appears or clears, what was typed just before must survive that hand-over.
  it('keeps every keystroke when errors appear and clear between them', async () => {
    const { container, findByText, queryByText } = renderOwnersStep(withAdditionalOwners(3, 20));
    const field = (id: string) => container.querySelector<HTMLInputElement>(`#root_coOwners_${id}`)!;
    const user = userEvent.setup();
    await user.clear(field('1__extension_email'));
    await user.type(field('1__extension_email'), 'not-an-address');
    await user.tab();
    await findByText('Please enter a valid Email Address.');
    await user.type(field('0_lastName'), 'son');
    await user.clear(field('1__extension_email'));
    await user.type(field('1__extension_email'), 'sam@example.com.au');
    await user.tab();
    await waitFor(() => expect(queryByText('Please enter a valid Email Address.')).toBeNull());
    await user.type(field('2_streetName'), 'x');
    expect(field('1__extension_email').value).toBe('sam@example.com.au');
    expect(field('0_lastName').value.endsWith('son')).toBe(true);
    expect(field('2_streetName').value.endsWith('x')).toBe(true);
  });
});

describe('a change the step has not taken yet', () => {
  // The step takes RJSF's changes after the next paint; what was typed in the same frame as the
  // click or the step's leaving must not be lost.
  it('is checked and saved by Save & Continue', async () => {
    const onContinue = vi.fn(async (_formData: Record<string, unknown>) => undefined);
    const { container, getByRole } = render(
      <ChakraProvider value={system}>
        <FormStep cj={cj} step={cj.step('AdditionalOwners')} document={withAdditionalOwners(3, 20)} records={rules as RuleRecord[]} onContinue={onContinue} />
      </ChakraProvider>,
    );
    const street = container.querySelector<HTMLInputElement>('#root_coOwners_1_streetName')!;
    fireEvent.change(street, { target: { value: 'Typed Just Now' } });
    fireEvent.click(getByRole('button', { name: 'Save & Continue' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    const saved = onContinue.mock.calls[0][0] as { coOwners: { streetName: string }[] };
    expect(saved.coOwners[1].streetName).toBe('Typed Just Now');
  });

  it('is refused by Save & Continue when it is wrong', async () => {
    const onContinue = vi.fn(async (_formData: Record<string, unknown>) => undefined);
    const { container, getByRole, findByText } = render(
      <ChakraProvider value={system}>
        <FormStep cj={cj} step={cj.step('AdditionalOwners')} document={withAdditionalOwners(3, 20)} records={rules as RuleRecord[]} onContinue={onContinue} />
      </ChakraProvider>,
    );
    fireEvent.change(container.querySelector<HTMLInputElement>('#root_coOwners_1__extension_email')!, { target: { value: 'not-an-address' } });
    fireEvent.click(getByRole('button', { name: 'Save & Continue' }));
    expect((await findByText('Please enter a valid Email Address.', { selector: `.${fieldClass.error}` })).id).toBe('root_coOwners_1__extension_email__error');
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('is kept in the draft Back saves', () => {
    let draftOnBack: unknown;
    const { container, getByRole } = render(
      <ChakraProvider value={system}>
        <FormStep
          cj={cj}
          step={cj.step('AdditionalOwners')}
          document={withAdditionalOwners(3, 20)}
          records={rules as RuleRecord[]}
          onContinue={async () => undefined}
          onBack={() => (draftOnBack = stepDrafts.get(draftKey('tl', 'AdditionalOwners')))}
        />
      </ChakraProvider>,
    );
    fireEvent.change(container.querySelector<HTMLInputElement>('#root_coOwners_0_city')!, { target: { value: 'Dubbo' } });
    fireEvent.click(getByRole('button', { name: 'Back' }));
    expect((draftOnBack as { coOwners: { city: string }[] }).coOwners[0].city).toBe('Dubbo');
  });

  it('does not bring back a draft dropped by a cancelled edit', async () => {
    const key = draftKey('tl', 'AdditionalOwners');
    const { container, unmount } = renderOwnersStep(withAdditionalOwners(3, 20));
    const city = container.querySelector<HTMLInputElement>('#root_coOwners_2_city')!;
    fireEvent.change(city, { target: { value: 'Orange' } });
    await waitFor(() => expect((stepDrafts.get(key) as { coOwners: { city: string }[] } | undefined)?.coOwners[2].city).toBe('Orange'));
    fireEvent.change(city, { target: { value: 'Orange East' } });
    stepDrafts.drop(key); // what the edit dialog's Cancel does before it closes
    unmount();
    expect(stepDrafts.get(key)).toBeUndefined();
  });

  it('is kept for Back when the step leaves the screen', () => {
    const { container, unmount } = renderOwnersStep(withAdditionalOwners(3, 20));
    fireEvent.change(container.querySelector<HTMLInputElement>('#root_coOwners_2_city')!, { target: { value: 'Wagga Wagga' } });
    unmount();
    const draft = stepDrafts.get(draftKey('tl', 'AdditionalOwners')) as { coOwners: { city: string }[] };
    expect(draft.coOwners[2].city).toBe('Wagga Wagga');
  });
});

describe('telling the applicant what is wrong', () => {
  const BLANK = 'This information is required, please provide.';

  /** Basic info; `waiting` marks it continueOnlyWhenValid, which a journey may still choose (the products no longer do, decision 66). */
  function renderBasicInfo({ waiting = false } = {}) {
    const step = waiting ? { ...cj.step('BasicInfo'), continueOnlyWhenValid: true } : cj.step('BasicInfo');
    return render(
      <ChakraProvider value={system}>
        <FormStep cj={cj} step={step} document={{}} records={rules as RuleRecord[]} onContinue={async () => undefined} />
      </ChakraProvider>,
    );
  }

  it('a required field emptied and left says it is required, under the field', async () => {
    const { container, findByText, queryByText } = renderBasicInfo();
    const user = userEvent.setup();
    const firstName = container.querySelector<HTMLInputElement>('#root_firstName')!;
    await user.type(firstName, 'J');
    await user.clear(firstName);
    expect(queryByText(BLANK)).toBeNull();
    await user.tab();
    expect((await findByText(BLANK)).id).toBe('root_firstName__error');
  });

  it("basic info's Save & Continue is enabled with nothing answered, as every step's is", () => {
    const { getByRole } = renderBasicInfo();
    expect((getByRole('button', { name: 'Save & Continue' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a Save & Continue waiting for a valid form lists beside it what is still missing, as links', async () => {
    const { container, getByRole } = renderBasicInfo({ waiting: true });
    const button = getByRole('button', { name: 'Save & Continue' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const listId = button.getAttribute('aria-describedby')!;
    const list = document.getElementById(listId)!;
    expect(list.textContent).toContain('To continue, please answer or correct:');
    const links = () => [...list.querySelectorAll('a')].map((a) => a.textContent);
    expect(links()).toEqual([
      'First name',
      'Last name',
      'E-mail',
      'Best contact number',
      'Are you an accredited broker applying for a client?',
      'Privacy consent',
      'Trading time and turnover',
    ]);
    fireEvent.change(container.querySelector<HTMLInputElement>('#root_lastName')!, { target: { value: 'Citizen' } });
    await waitFor(() => expect(links()).not.toContain('Last name'));
    fireEvent.click([...list.querySelectorAll('a')].find((a) => a.textContent === 'E-mail')!);
    expect(document.activeElement?.id).toBe('root_email');
  });

  it('a step whose button does not wait lists nothing beside it', () => {
    const { getByRole } = renderOwnersStep(withAdditionalOwners(1, 20));
    expect(getByRole('button', { name: 'Save & Continue' }).getAttribute('aria-describedby')).toBeNull();
    expect(document.getElementById('AdditionalOwners-outstanding')).toBeNull();
  });

  it("the ownership total's error is summarised once, named by the owner table it links to", async () => {
    // 40% and two owners of 40%: 120%, reported at both shares.
    const application = withAdditionalOwners(2, 20);
    application.owners[0].percentOwnership = '40';
    const { getByRole, findByRole } = renderOwnersStep(application);
    fireEvent.click(getByRole('button', { name: 'Save & Continue' }));
    const summary = await findByRole('alert');
    const lines = within(summary).getAllByRole('link');
    const total = lines.filter((line) => line.textContent?.includes('cannot exceed 100%'));
    expect(total.map((line) => line.textContent)).toEqual([
      'Ownership summary — Total ownership for the business cannot exceed 100%. Please review your responses.',
    ]);
    expect(total[0].getAttribute('href')).toBe('#root_ownershipSummary');
    expect(document.getElementById('root_ownershipSummary')?.tagName).toBe('TABLE');
    expect(document.getElementById('root_ownershipSummary__error')?.textContent).toContain('cannot exceed 100%');
  });
});
