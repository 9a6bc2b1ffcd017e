/**
 * Address autocomplete (spec 01 sections 5 and 8): a combobox in the WAI-ARIA pattern, like the
 * business register search. The applicant types an address; suggestions open in a listbox under
 * the input (Up and Down move, Enter picks, Escape closes, then clears), their count is announced
 * in a polite live region, and 'no results found' shows in the dropdown. 'Use my location' asks
 * the browser where the applicant is: later suggestions put nearby addresses first, and the
 * suburb, state and postcode there are filled in; the other three events of spec 01 section 8
 * (no result for the coordinates, an error getting the address, no coordinates) show under it.
 * Picking fills the address fields through the form (ui:options `fill`); they stay editable, so
 * the applicant can type the address by hand.
 *
 * A suggestion says what the service vouches for (`kind`): an address found is shown plainly; a
 * known street near the one typed is headed 'Did you mean'; the street as typed, in a suburb the
 * service knows, is headed 'Use as typed' and says the street was not checked, and picking it
 * says so again: the applicant confirms it, the service does not.
 *
 * A field that stores nothing: its property is `type: null` and it never sets its own value.
 * ui:options `owner` names whose address it is (`business`, `owners/0`, `coOwners`; inside a list
 * the item's index is added), the address session its searches belong to.
 */
import { Button, Text } from '@chakra-ui/react';
import { getUiOptions } from '@rjsf/utils';
import type { FieldProps } from '@rjsf/utils';
import { useState } from 'react';
import type { AddressParts, AddressSuggestion } from '../engine/contract/address.contract';
import { answersFromAddress, type AddressFill } from './address-fill';
import { useFormServices } from './form-view';
import { LookupComboboxField, useLookupCombobox } from './lookup-combobox';
import { fieldClass } from './templates/field-classes';
import { useAddressSearch, type AddressSearchState } from './use-address-search';

interface AddressOptions {
  owner?: string;
  fill?: AddressFill;
  placeholder?: string;
  /** Shown under the label. Not `help` or `description`, which the field's frame would show again. */
  hint?: string;
  /** Offer 'Use my location' (default true). */
  useLocation?: boolean;
}

/** The option's lines: what kind of suggestion it is, above the address. */
function optionTextOf(suggestion: AddressSuggestion): { main: string; detail: string; tag?: string } {
  const { kind, mainText: main, secondaryText } = suggestion;
  if (kind === 'typed') return { tag: 'Use as typed', main, detail: `${secondaryText} · street not checked` };
  if (kind === 'corrected') return { tag: 'Did you mean', main, detail: secondaryText };
  return { main, detail: secondaryText };
}

function announcementOf(state: AddressSearchState, note: string | undefined): string {
  if (state.status === 'failed') return state.message;
  if (state.status !== 'found') return note ?? '';
  const typed = state.suggestions.filter((s) => s.kind === 'typed').length;
  const count = state.suggestions.length - typed;
  const found = count > 0 ? `${count} address${count === 1 ? '' : 'es'} found` : 'No address found';
  const asTyped = typed > 0 ? `, and ${typed} to use as you typed ${typed === 1 ? 'it' : 'them'}, not checked` : '';
  return `${found}${asTyped}. Use the up and down arrow keys to review them and Enter to choose one.`;
}

function noteOnPick(suggestion: AddressSuggestion, formatted: string): string {
  if (suggestion.kind === 'typed')
    return `Filled in as you typed it: ${formatted}. We couldn't check the street, so check the address fields below; you can change any of them.`;
  return `Filled in: ${formatted}. Check the address fields below; you can change any of them.`;
}

export function AddressSearch(props: FieldProps) {
  const { fieldPathId, schema, uiSchema, registry, onChange, disabled, readonly } = props;
  const options = getUiOptions(uiSchema) as AddressOptions;
  const { fill = {}, hint, useLocation = true } = options;
  const id = fieldPathId.$id;
  const parent = fieldPathId.path.slice(0, -1);
  const ownerId = [options.owner, ...parent.filter((p) => typeof p === 'number')].filter((p) => p !== undefined && p !== '').join('/');

  const { state, location, searchSoon, detailsOf, locate, reset, canLocate } = useAddressSearch(useFormServices(registry), ownerId);
  const [note, setNote] = useState<string | undefined>(undefined);
  const combobox = useLookupCombobox({
    id,
    results: state.status === 'found' ? state.suggestions : [],
    searching: state.status === 'searching',
    failure: state.status === 'failed' ? state.message : undefined,
    search: searchSoon,
    reset,
    pick: (suggestion: AddressSuggestion) => void pick(suggestion),
  });

  /** The address fields next to this one in the form: RJSF applies each change in turn. */
  const fillWith = (parts: AddressParts) => {
    for (const [property, value] of Object.entries(answersFromAddress(parts, fill))) onChange(value, [...parent, property]);
  };

  async function pick(suggestion: AddressSuggestion) {
    combobox.close();
    combobox.setText(suggestion.text);
    const parts = await detailsOf(suggestion);
    if (!parts) {
      combobox.reopen(); // the failure's message shows in the dropdown
      return;
    }
    fillWith(parts);
    reset();
    combobox.setText(parts.formatted || suggestion.text);
    setNote(noteOnPick(suggestion, parts.formatted || suggestion.text));
  }

  async function fillFromLocation() {
    setNote(undefined);
    const parts = await locate();
    if (!parts) return;
    fillWith(parts);
    setNote(
      parts.streetName
        ? `Filled in from your location: ${parts.formatted}. Check the address fields below; you can change any of them.`
        : `Filled in from your location: ${parts.formatted}. Now type your street address above, or in the fields below.`,
    );
  }

  const locating = location.status === 'locating';
  return (
    <LookupComboboxField
      combobox={combobox}
      title={String(schema.title ?? 'Find your address')}
      hint={hint}
      placeholder={options.placeholder}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      disabled={disabled}
      readonly={readonly}
      searchingText="Looking up addresses…"
      listName="suggestions"
      optionKey={(suggestion) => suggestion.id}
      optionText={optionTextOf}
    >
      {useLocation && canLocate && (
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={locating}
          loadingText="Finding your location…"
          disabled={disabled || readonly}
          onClick={() => void fillFromLocation()}
        >
          Use my location
        </Button>
      )}
      {location.status === 'failed' && <p className={fieldClass.error}>{location.message}</p>}
      <Text role="status" aria-live="polite" srOnly>
        {location.status === 'failed' ? location.message : announcementOf(state, note)}
      </Text>
      {note && state.status === 'idle' && <p className={fieldClass.help}>{note}</p>}
    </LookupComboboxField>
  );
}
