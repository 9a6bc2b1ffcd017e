/**
 * The business register search (spec 02 sections 5 and 8): a combobox in the WAI-ARIA pattern.
 * The applicant types a business name, an ABN or an ACN; the results open in a listbox under the
 * input (Up and Down move, Enter picks, Escape closes, then clears), their count is announced in a
 * polite live region, and a failure or no result shows the no-results message in the dropdown.
 * Picking a result fills the step's own fields through the form (ui:options `fill`), which stay
 * editable, so the applicant can type everything by hand when the register is down.
 *
 * A field that stores nothing: its property is `type: null` (review pages skip such fields) and
 * it never sets its own value. The app passes `searchBusinessRegister` through the form's services.
 */
import { Text } from '@chakra-ui/react';
import { getUiOptions } from '@rjsf/utils';
import type { FieldProps } from '@rjsf/utils';
import { useState } from 'react';
import { useFormServices } from './form-view';
import { LookupComboboxField, useLookupCombobox } from './lookup-combobox';
import { answersFromRegister, spacedAbn, type RegisterFill } from './register-fill';
import { fieldClass } from './templates/field-classes';
import { useRegisterSearch, type RegisterOption, type RegisterSearchState } from './use-register-search';

interface SearchOptions {
  /** Entities whose ABN is not Active are not offered (default true). */
  activeOnly?: boolean;
  /** Only entities with an ACN will do (a corporate trustee). */
  requireAcn?: boolean;
  fill?: RegisterFill;
  placeholder?: string;
  /** Shown under the label. Not `help` or `description`, which the field's frame would show again. */
  hint?: string;
}

const NAME_TYPES: Record<RegisterOption['nameType'], string> = {
  entity: 'Entity name',
  business: 'Business name',
  trading: 'Trading name',
  legal: 'Legal name',
};

function optionDetail(option: RegisterOption): string {
  const place = [option.state, option.postcode].filter(Boolean).join(' ');
  return [option.entityTypeText ?? NAME_TYPES[option.nameType], `ABN ${spacedAbn(option.abn)}`, place, option.abnStatus === 'Active' ? '' : option.abnStatus]
    .filter(Boolean)
    .join(' · ');
}

function announcementOf(state: RegisterSearchState, picked: string | undefined): string {
  if (state.status === 'failed') return state.message;
  if (state.status !== 'found') return picked ?? '';
  const count = state.options.length;
  const shown = `${count} result${count === 1 ? '' : 's'}${state.truncated ? ', the best matches only' : ''}.`;
  return `${shown} Use the up and down arrow keys to review them and Enter to choose one.`;
}

export function BusinessRegisterSearch(props: FieldProps) {
  const { fieldPathId, schema, uiSchema, registry, onChange, disabled, readonly } = props;
  const options = getUiOptions(uiSchema) as SearchOptions;
  const { activeOnly = true, requireAcn = false, fill = {} } = options;
  const id = fieldPathId.$id;
  const { hint } = options;

  const { state, searchSoon, detailsOf, reset } = useRegisterSearch(useFormServices(registry), { activeOnly, requireAcn });
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const combobox = useLookupCombobox({
    id,
    results: state.status === 'found' ? state.options : [],
    searching: state.status === 'searching',
    failure: state.status === 'failed' ? state.message : undefined,
    search: searchSoon,
    reset,
    pick: (option: RegisterOption) => void pick(option),
  });

  async function pick(option: RegisterOption) {
    combobox.close();
    combobox.setText(option.name);
    const entity = await detailsOf(option);
    if (!entity) {
      combobox.reopen(); // the failure's message shows in the dropdown
      return;
    }
    // The step's own fields, next to this one in the form: RJSF applies each change in turn.
    const parent = fieldPathId.path.slice(0, -1);
    for (const [property, value] of Object.entries(answersFromRegister(entity, fill))) onChange(value, [...parent, property]);
    reset();
    combobox.setText(entity.entityName);
    setPicked(`Filled in from the register: ${entity.entityName}, ABN ${spacedAbn(entity.abn)}. Check the details below; you can change any of them.`);
  }

  return (
    <LookupComboboxField
      combobox={combobox}
      title={String(schema.title ?? 'Find your business')}
      hint={hint}
      placeholder={options.placeholder}
      disabled={disabled}
      readonly={readonly}
      searchingText="Searching the register…"
      listName="results"
      optionKey={(option) => option.key}
      optionText={(option) => ({ main: option.name, detail: optionDetail(option) })}
    >
      <Text role="status" aria-live="polite" srOnly>
        {announcementOf(state, picked)}
      </Text>
      {picked && state.status === 'idle' && <p className={fieldClass.help}>{picked}</p>}
    </LookupComboboxField>
  );
}
