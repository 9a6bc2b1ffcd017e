// @vitest-environment happy-dom
/**
 * The business register search in a form of our widgets: the combobox's ARIA wiring, the search
 * waiting for a pause in typing, a stale request cancelled, and a result picked with the keyboard
 * filling the form's fields (which stay editable when the register fails).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import type { RegisterEntity, RegisterSearchAnswer, RegisterSearchRequest } from '../../src/engine/contract/business-register.contract';
import { createFormView, fieldRegistry, templates, widgetRegistry, type FormServices } from '../../src/widgets/registry';
import '../support/lazy-widgets-loaded';

afterEach(cleanup);

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    registerSearch: { type: 'null', title: 'Find your business' },
    legalEntityType: { type: 'string', title: 'Legal entity type', enum: ['SOLE_TRADER', 'PARTNERSHIP', 'COMPANY', 'TRUST'] },
    legalBusinessName: { type: 'string', title: 'Legal business name' },
    abn: { type: 'string', title: 'ABN' },
    acn: { type: 'string', title: 'ACN' },
    doingBusinessAs: { type: 'string', title: 'Trading name' },
    state: { type: 'string', title: 'State', enum: ['NSW', 'VIC', 'SA'] },
  },
};

const uiSchema: UiSchema = {
  registerSearch: {
    'ui:field': 'businessRegisterSearch',
    'ui:options': {
      hint: 'Type the business name, ABN or ACN.',
      fill: { name: 'legalBusinessName', abn: 'abn', acn: 'acn', entityType: 'legalEntityType', tradingName: 'doingBusinessAs', state: 'state' },
    },
  },
  legalEntityType: { 'ui:widget': 'radio' },
  legalBusinessName: { 'ui:widget': 'text' },
  abn: { 'ui:widget': 'abn' },
  acn: { 'ui:widget': 'acn' },
  doingBusinessAs: { 'ui:widget': 'text' },
  state: { 'ui:widget': 'select' },
};

const kookaburra: RegisterEntity = {
  abn: '84380513071',
  abnStatus: 'Active',
  entityName: 'THE TRUSTEE FOR THE KOOKABURRA FAMILY TRUST',
  entityTypeCode: 'DTT',
  entityTypeText: 'Discretionary Trading Trust',
  businessNames: ['Kookaburra Coffee Roasters'],
  state: 'SA',
  postcode: '5000',
};

const harbourside: RegisterEntity = {
  abn: '70331724602',
  abnStatus: 'Active',
  entityName: 'HARBOURSIDE BAKERY PTY LTD',
  acn: '331724602',
  entityTypeCode: 'PRV',
  entityTypeText: 'Australian Private Company',
  businessNames: ['Harbourside Bakery'],
  state: 'NSW',
  postcode: '2000',
};

const nameAnswer = {
  kind: 'name',
  truncated: false,
  matches: [
    { abn: harbourside.abn, abnStatus: 'Active', name: 'Harbourside Bakery', nameType: 'business', score: 98, state: 'NSW', postcode: '2000' },
    { abn: kookaburra.abn, abnStatus: 'Active', name: 'Kookaburra Coffee Roasters', nameType: 'business', score: 90, state: 'SA', postcode: '5000' },
  ],
} satisfies RegisterSearchAnswer;

interface Call {
  request: RegisterSearchRequest;
  signal: AbortSignal;
  resolve: (answer: RegisterSearchAnswer) => void;
  reject: (error: Error) => void;
}

/** A search service whose calls the test answers itself. */
function pendingSearch() {
  const calls: Call[] = [];
  const services: FormServices = {
    searchBusinessRegister: (request, signal) =>
      new Promise((resolve, reject) => {
        calls.push({ request, signal, resolve, reject });
      }),
  };
  return { calls, services };
}

/** A search service answering from `answers` by query at once. */
function answeringSearch(answer: (request: RegisterSearchRequest) => RegisterSearchAnswer | Error) {
  const requests: RegisterSearchRequest[] = [];
  const services: FormServices = {
    async searchBusinessRegister(request) {
      requests.push(request);
      const result = answer(request);
      if (result instanceof Error) throw result;
      return result;
    },
  };
  return { requests, services };
}

function renderSearch(services: FormServices) {
  let latest: Record<string, unknown> = {};
  const user = userEvent.setup();
  const formContext = createFormView({ formData: {}, document: {}, hiddenIds: '' }, services);
  render(
    <ChakraProvider value={defaultSystem}>
      <Form
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        widgets={widgetRegistry}
        fields={fieldRegistry}
        templates={templates}
        formContext={formContext}
        showErrorList={false}
        experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults' }}
        onChange={(event: IChangeEvent) => {
          latest = event.formData as Record<string, unknown>;
        }}
      />
    </ChakraProvider>,
  );
  return { user, formData: () => latest, input: screen.getByRole('combobox', { name: 'Find your business' }) as HTMLInputElement };
}

const status = () => screen.getByRole('status');

describe('the business register search', () => {
  it('is a combobox in the WAI-ARIA pattern, described by its hint', async () => {
    const { services } = answeringSearch(() => nameAnswer);
    const { user, input } = renderSearch(services);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    const listboxId = input.getAttribute('aria-controls')!;
    expect(document.getElementById(listboxId)?.getAttribute('role')).toBe('listbox');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Type the business name, ABN or ACN.');

    await user.type(input, 'harbour');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    const listbox = screen.getByRole('listbox');
    expect(listbox.id).toBe(listboxId);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Harbourside BakeryBusiness name · ABN 70 331 724 602 · NSW 2000',
      'Kookaburra Coffee RoastersBusiness name · ABN 84 380 513 071 · SA 5000',
    ]);
    expect(status().textContent).toBe('2 results. Use the up and down arrow keys to review them and Enter to choose one.');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0].id);
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0].id); // wraps round
    await user.keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1].id);

    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect(input.value).toBe('harbour');
    await user.keyboard('{Escape}');
    expect(input.value).toBe('');
  });

  it('searches once the applicant pauses for 300 ms, with the last text only', async () => {
    const { calls, services } = pendingSearch();
    const { user, input } = renderSearch(services);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // Input events rather than user-event, whose key presses wait on the faked clock.
      fireEvent.change(input, { target: { value: 'harb' } });
      await act(() => vi.advanceTimersByTimeAsync(250));
      fireEvent.change(input, { target: { value: 'harbour' } });
      await act(() => vi.advanceTimersByTimeAsync(299));
      expect(calls).toHaveLength(0);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(calls.map((c) => c.request)).toEqual([{ q: 'harbour', activeOnly: true, requireAcn: false }]);
    } finally {
      vi.useRealTimers();
    }
    // Fewer than 3 characters, and a number still being typed, are no search.
    await user.clear(input);
    await user.type(input, 'ha');
    await user.clear(input);
    await user.type(input, '7033172');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toHaveLength(1);
  });

  it('cancels a request made stale by newer input and ignores its late answer', async () => {
    const { calls, services } = pendingSearch();
    const { user, input } = renderSearch(services);
    await user.type(input, 'kook');
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.type(input, 'aburra');
    expect(calls[0].signal.aborted).toBe(true);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].request.q).toBe('kookaburra');

    await act(async () => calls[1].resolve({ ...nameAnswer, matches: [nameAnswer.matches[1]] }));
    await act(async () => calls[0].resolve(nameAnswer)); // too late: stale
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Kookaburra Coffee RoastersBusiness name · ABN 84 380 513 071 · SA 5000']);
    expect(status().textContent).toMatch(/^1 result\./);
  });

  it("picks a name match with the keyboard, looks its details up by ABN and fills the form's fields", async () => {
    const { requests, services } = answeringSearch((request) => (request.q === kookaburra.abn ? { kind: 'abn', entity: kookaburra } : nameAnswer));
    const { user, input, formData } = renderSearch(services);
    await user.type(input, 'coffee');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    await waitFor(() =>
      expect(formData()).toMatchObject({
        legalBusinessName: 'THE TRUSTEE FOR THE KOOKABURRA FAMILY TRUST',
        abn: '84380513071',
        legalEntityType: 'TRUST',
        doingBusinessAs: 'Kookaburra Coffee Roasters',
        state: 'SA',
      }),
    );
    expect(formData().acn).toBeUndefined();
    expect(formData()).not.toHaveProperty('registerSearch');
    expect(requests.map((r) => r.q)).toEqual(['coffee', '84380513071']);
    expect(input.value).toBe('THE TRUSTEE FOR THE KOOKABURRA FAMILY TRUST');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(status().textContent).toContain('Filled in from the register: THE TRUSTEE FOR THE KOOKABURRA FAMILY TRUST, ABN 84 380 513 071.');
    // The fields show what was filled, and stay editable.
    expect((screen.getByLabelText('ABN') as HTMLInputElement).value).toBe('84 380 513 071');
    expect((screen.getByRole('radio', { name: 'TRUST' }) as HTMLInputElement).checked).toBe(true);
    const name = screen.getByLabelText('Legal business name') as HTMLInputElement;
    await user.clear(name);
    await user.type(name, 'Kookaburra Family Trust');
    expect(formData().legalBusinessName).toBe('Kookaburra Family Trust');
  });

  it('an ABN search offers the entity itself: picked with Enter, with no second request', async () => {
    const { requests, services } = answeringSearch(() => ({ kind: 'abn', entity: harbourside }));
    const { user, input, formData } = renderSearch(services);
    await user.type(input, '70 331 724 602');
    const [option] = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(option.textContent).toBe('HARBOURSIDE BAKERY PTY LTDAustralian Private Company · ABN 70 331 724 602 · NSW 2000');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(formData()).toMatchObject({
        legalBusinessName: 'HARBOURSIDE BAKERY PTY LTD',
        abn: '70331724602',
        acn: '331724602',
        legalEntityType: 'COMPANY',
        doingBusinessAs: 'Harbourside Bakery',
        state: 'NSW',
      }),
    );
    expect(requests).toHaveLength(1);
  });

  it('shows the failure in the dropdown and announces it; the fields stay editable', async () => {
    const message =
      "We couldn't find a business with that name or ABN on the Australian Business Register. Check what you typed, or enter the details yourself.";
    const { services } = answeringSearch(() => new Error(message));
    const { user, input, formData } = renderSearch(services);
    await user.type(input, 'register unavailable');
    await waitFor(() => expect(status().textContent).toBe(message));
    const shown = screen.getByText(message, { selector: 'p:not([role])' });
    expect(shown.closest('[hidden]')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    // Enter with the message open does not submit the form.
    await user.keyboard('{Enter}');
    await user.type(screen.getByLabelText('Legal business name'), 'Citizen Bakery Pty Ltd');
    expect(formData().legalBusinessName).toBe('Citizen Bakery Pty Ltd');
  });
});
