// @vitest-environment happy-dom
/**
 * The address autocomplete in a form of our widgets: the combobox's ARIA wiring, the search
 * waiting for a pause in typing, a stale request cancelled, a suggestion picked with the keyboard
 * filling the address fields (a co-owner's in a list too), a street as typed told apart from an
 * address found, the applicant's location, each of the four events of spec 01 section 8 shown,
 * and the owner's session reset when left without a pick.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import type { AddressSuggestRequest } from '../../src/engine/address/address-search.types';
import type { AddressParts, AddressSuggestion, Coordinates } from '../../src/engine/contract/address.contract';
import { createFormView, formFields, templates, widgetRegistry, type FormServices } from '../../src/widgets/registry';
import '../support/lazy-widgets-loaded';

afterEach(cleanup);

const fill = {
  unitNumber: 'unitNumber',
  streetNumber: 'streetNumber',
  streetName: 'streetName',
  streetType: 'streetType',
  suburb: 'city',
  state: 'state',
  postcode: 'postalCode',
};
const addressProperties: Record<string, RJSFSchema> = {
  addressSearch: { type: 'null', title: 'Find your address' },
  unitNumber: { type: 'string', title: 'Unit (optional)' },
  streetNumber: { type: 'string', title: 'Street number' },
  streetName: { type: 'string', title: 'Street name' },
  streetType: { type: 'string', title: 'Street type' },
  city: { type: 'string', title: 'Suburb' },
  state: { type: 'string', title: 'State', enum: ['NSW', 'VIC', 'QLD'] },
  postalCode: { type: 'string', title: 'Postcode' },
};
const addressUi = (owner: string): UiSchema => ({
  addressSearch: { 'ui:field': 'addressSearch', 'ui:options': { hint: 'Start typing the street address.', owner, fill } },
  state: { 'ui:widget': 'select' },
  postalCode: { 'ui:widget': 'postcode' },
});

const schema: RJSFSchema = { type: 'object', properties: addressProperties };
const listSchema: RJSFSchema = {
  type: 'object',
  properties: { coOwners: { type: 'array', title: 'Additional owners', items: { type: 'object', properties: addressProperties } } },
};

/** A street the service does not know, in a suburb it knows: the applicant's to confirm. */
const georgeSt: AddressSuggestion = {
  id: 'gz-typed:3|12|George|Street|Surry Hills|NSW|2010',
  kind: 'typed',
  text: '3/12 George Street, Surry Hills NSW 2010',
  mainText: '3/12 George Street',
  secondaryText: 'Surry Hills NSW 2010',
};
const pittSt: AddressSuggestion = {
  id: 'gz:|1|Pitt|Street|Sydney|NSW|2000',
  kind: 'found',
  text: '1 Pitt Street, Sydney NSW 2000',
  mainText: '1 Pitt Street',
  secondaryText: 'Sydney NSW 2000',
};
const pittParts: AddressParts = {
  streetNumber: '1',
  streetName: 'Pitt',
  streetType: 'Street',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  country: 'AU',
  formatted: '1 Pitt Street, Sydney NSW 2000',
};
const surryHills: AddressParts = { suburb: 'Surry Hills', state: 'NSW', postcode: '2010', country: 'AU', formatted: 'Surry Hills NSW 2010' };

interface Call {
  request: AddressSuggestRequest;
  signal: AbortSignal;
  resolve: (answer: AddressSuggestion[]) => void;
  reject: (error: Error) => void;
}

/** Address services the test controls: suggestions it answers itself, or at once from `answer`. */
function addressServices(answer?: (request: AddressSuggestRequest) => AddressSuggestion[] | Error, extra: Partial<FormServices> = {}) {
  const calls: Call[] = [];
  const resets: string[] = [];
  const details: string[] = [];
  const services: FormServices = {
    suggestAddresses: (request, signal) =>
      new Promise((resolve, reject) => {
        calls.push({ request, signal, resolve, reject });
        const result = answer?.(request);
        if (result instanceof Error) reject(result);
        else if (result) resolve(result);
      }),
    async addressDetails({ id }) {
      details.push(id);
      return id === pittSt.id
        ? pittParts
        : {
            unitNumber: '3',
            streetNumber: '12',
            streetName: 'George',
            streetType: 'Street',
            suburb: 'Surry Hills',
            state: 'NSW',
            postcode: '2010',
            country: 'AU',
            formatted: georgeSt.text,
          };
    },
    resetAddressSession: (ownerId) => resets.push(ownerId),
    ...extra,
  };
  return { calls, resets, details, services };
}

function renderAddress(services: FormServices, options: { list?: boolean; formData?: Record<string, unknown> } = {}) {
  let latest: Record<string, unknown> = options.formData ?? {};
  const user = userEvent.setup();
  const formContext = createFormView({ formData: {}, document: {}, hiddenIds: '' }, services);
  const uiSchema: UiSchema = options.list ? { coOwners: { items: addressUi('coOwners') } } : addressUi('owners/0');
  const utils = render(
    <ChakraProvider value={defaultSystem}>
      <Form
        schema={options.list ? listSchema : schema}
        uiSchema={uiSchema}
        validator={validator}
        widgets={widgetRegistry}
        fields={formFields}
        templates={templates}
        formContext={formContext}
        formData={options.formData}
        showErrorList={false}
        experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults' }}
        onChange={(event: IChangeEvent) => {
          latest = event.formData as Record<string, unknown>;
        }}
      />
    </ChakraProvider>,
  );
  const inputs = () => screen.getAllByRole('combobox', { name: 'Find your address' }) as HTMLInputElement[];
  return { ...utils, user, formData: () => latest, input: inputs()[0], inputs };
}

const status = () => screen.getAllByRole('status')[0];

describe('the address autocomplete', () => {
  it('is a combobox in the WAI-ARIA pattern; Up, Down and Escape work the list', async () => {
    const { services } = addressServices(() => [georgeSt, pittSt]);
    const { user, input } = renderAddress(services);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(document.getElementById(input.getAttribute('aria-controls')!)?.getAttribute('role')).toBe('listbox');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Start typing the street address.');

    await user.type(input, '12 george');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Use as typed3/12 George StreetSurry Hills NSW 2010 · street not checked',
      '1 Pitt StreetSydney NSW 2000',
    ]);
    expect(status().textContent).toBe(
      '1 address found, and 1 to use as you typed it, not checked. Use the up and down arrow keys to review them and Enter to choose one.',
    );
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0].id);
    await user.keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1].id);
    expect(options[1].getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('12 george');
    await user.keyboard('{Escape}');
    expect(input.value).toBe('');
  });

  it('searches once the applicant pauses for 300 ms, with the last text only, for its owner', async () => {
    const { calls, services } = addressServices();
    const { user, input } = renderAddress(services);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // Input events rather than user-event, whose key presses wait on the faked clock.
      fireEvent.change(input, { target: { value: '12 geo' } });
      await act(() => vi.advanceTimersByTimeAsync(250));
      fireEvent.change(input, { target: { value: '12 george st' } });
      await act(() => vi.advanceTimersByTimeAsync(299));
      expect(calls).toHaveLength(0);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(calls.map((c) => c.request)).toEqual([{ q: '12 george st', ownerId: 'owners/0' }]);
    } finally {
      vi.useRealTimers();
    }
    // Fewer than 3 characters are no search.
    await user.clear(input);
    await user.type(input, '1 g');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toHaveLength(1);
  });

  it('cancels a request made stale by newer input and ignores its late answer', async () => {
    const { calls, services } = addressServices();
    const { user, input } = renderAddress(services);
    await user.type(input, '1 pit');
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.type(input, 't st');
    expect(calls[0].signal.aborted).toBe(true);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].request.q).toBe('1 pitt st');
    await act(async () => calls[1].resolve([pittSt]));
    await act(async () => calls[0].resolve([georgeSt, pittSt])); // too late: stale
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 Pitt StreetSydney NSW 2000']);
  });

  it('picks with the keyboard and fills every address field, clearing an old unit; the fields stay editable', async () => {
    const { details, resets, services } = addressServices(() => [georgeSt, pittSt]);
    const { user, input, formData } = renderAddress(services, { formData: { unitNumber: '9' } });
    await user.type(input, '1 pitt');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(formData()).toMatchObject({ streetNumber: '1', streetName: 'Pitt', streetType: 'Street', city: 'Sydney', state: 'NSW', postalCode: '2000' }),
    );
    expect(formData().unitNumber).toBeUndefined();
    expect(formData()).not.toHaveProperty('addressSearch');
    expect(details).toEqual([pittSt.id]);
    expect(input.value).toBe('1 Pitt Street, Sydney NSW 2000');
    expect(status().textContent).toContain('Filled in: 1 Pitt Street, Sydney NSW 2000.');
    expect((screen.getByLabelText('Postcode') as HTMLInputElement).value).toBe('2000');
    expect((screen.getByLabelText('State') as HTMLSelectElement).selectedOptions[0].textContent).toBe('NSW');
    await user.clear(screen.getByLabelText('Street number'));
    await user.type(screen.getByLabelText('Street number'), '3');
    expect(formData().streetNumber).toBe('3');
    cleanup();
    // The pick ended the session on the server: nothing to reset.
    expect(resets).toEqual([]);
  });

  it('fills a street as typed only when picked, and says it was not checked', async () => {
    const { details, services } = addressServices(() => [georgeSt]);
    const { user, input, formData } = renderAddress(services);
    await user.type(input, '3/12 george st surry hills');
    const [option] = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(option.textContent).toContain('Use as typed');
    expect(option.textContent).toContain('street not checked');
    expect(formData()).not.toHaveProperty('streetName');
    expect(status().textContent).toMatch(/^No address found, and 1 to use as you typed it, not checked\./);
    await user.click(option);
    await waitFor(() =>
      expect(formData()).toMatchObject({ unitNumber: '3', streetNumber: '12', streetName: 'George', city: 'Surry Hills', postalCode: '2010' }),
    );
    expect(details).toEqual([georgeSt.id]);
    expect(status().textContent).toContain("Filled in as you typed it: 3/12 George Street, Surry Hills NSW 2010. We couldn't check the street");
  });

  it("fills a co-owner's own fields in a list, searching as that co-owner", async () => {
    const { calls, services } = addressServices(() => [pittSt]);
    const { user, inputs, formData } = renderAddress(services, { list: true, formData: { coOwners: [{ streetName: 'Mine' }, {}] } });
    await user.type(inputs()[1], '1 pitt');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect((formData().coOwners as Record<string, unknown>[])[1]).toMatchObject({ streetName: 'Pitt', city: 'Sydney', postalCode: '2000' }),
    );
    expect((formData().coOwners as Record<string, unknown>[])[0]).toEqual({ streetName: 'Mine' });
    expect(calls[0].request.ownerId).toBe('coOwners/1');
  });

  it('shows no results found in the dropdown; Enter there submits nothing; manual entry goes on', async () => {
    const message = "We couldn't find that address. Check what you typed, or enter the address in the fields below.";
    const { services } = addressServices(() => new Error(message));
    const submitted = vi.fn();
    const { user, input, formData } = renderAddress(services);
    input.form?.addEventListener('submit', submitted);
    await user.type(input, '1 nowhere lane');
    await waitFor(() => expect(status().textContent).toBe(message));
    expect(screen.getByText(message, { selector: 'p:not([role])' }).closest('[hidden]')).toBeNull();
    await user.keyboard('{Enter}');
    expect(submitted).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Street name'), 'Nowhere');
    expect(formData().streetName).toBe('Nowhere');
  });

  it("resets the owner's session when the field goes away after a search without a pick", async () => {
    const { calls, resets, services } = addressServices(() => [georgeSt]);
    const { user, input, unmount } = renderAddress(services);
    await user.type(input, '12 george');
    await waitFor(() => expect(calls).toHaveLength(1));
    unmount();
    expect(resets).toEqual(['owners/0']);
  });

  describe("the applicant's location", () => {
    const located = (extra: Partial<FormServices>) =>
      addressServices(() => [georgeSt], { locateApplicant: async () => ({ lat: -33.8847, lng: 151.2111 }), ...extra });

    it('fills the suburb, state and postcode there, keeps the street typed, and puts nearby results first', async () => {
      const asked: Coordinates[] = [];
      const { calls, services } = located({ addressAt: async (at) => (asked.push(at), surryHills) });
      const { user, input, formData } = renderAddress(services, { formData: { streetName: 'Foveaux' } });
      await user.click(screen.getByRole('button', { name: 'Use my location' }));
      await waitFor(() => expect(formData()).toMatchObject({ streetName: 'Foveaux', city: 'Surry Hills', state: 'NSW', postalCode: '2010' }));
      expect(asked).toEqual([{ lat: -33.8847, lng: 151.2111 }]);
      expect(screen.getByText(/Filled in from your location: Surry Hills NSW 2010/, { selector: 'p:not([role])' })).toBeTruthy();
      await user.type(input, '12 george');
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0].request.near).toEqual({ lat: -33.8847, lng: 151.2111 });
    });

    const events: [string, Partial<FormServices>, string][] = [
      ['cannot get coordinates', { locateApplicant: () => Promise.reject(new Error("We couldn't get your location.")) }, "We couldn't get your location."],
      [
        'no result for the coordinates',
        { addressAt: () => Promise.reject(new Error("We couldn't find an address at your location.")) },
        "We couldn't find an address at your location.",
      ],
      [
        'an error getting the address',
        { addressAt: () => Promise.reject(new Error("We couldn't look up the address at your location just now.")) },
        "We couldn't look up the address at your location just now.",
      ],
    ];
    for (const [event, extra, message] of events) {
      it(`shows its message for ${event}, and fills nothing`, async () => {
        const { services } = located({ addressAt: async () => surryHills, ...extra });
        const { user, formData } = renderAddress(services);
        await user.click(screen.getByRole('button', { name: 'Use my location' }));
        await waitFor(() => expect(status().textContent).toBe(message));
        expect(screen.getByText(message, { selector: 'p:not([role])' })).toBeTruthy();
        expect(formData()).not.toHaveProperty('city');
      });
    }

    it('offers no location button when the app cannot locate', () => {
      renderAddress(addressServices(() => [georgeSt]).services);
      expect(screen.queryByRole('button', { name: 'Use my location' })).toBeNull();
    });
  });
});
