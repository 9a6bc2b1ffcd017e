/**
 * The combobox the lookup fields share (the business register, the address search), in the
 * WAI-ARIA pattern: results open in a listbox under the input, Up and Down move, Enter picks
 * (never submitting the step while the dropdown is open), Escape closes, then clears. A search in
 * progress or a failure shows its message in the dropdown. What to search and what a pick fills
 * stay with each field.
 */
import { Box, Text } from '@chakra-ui/react';
import { descriptionId } from '@rjsf/utils';
import { useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { fieldClass } from './templates/field-classes';

export interface LookupComboboxOptions<T> {
  id: string;
  results: readonly T[];
  /** A search is on its way. */
  searching: boolean;
  /** The failure's message, shown in the dropdown. */
  failure?: string;
  search: (text: string) => void;
  reset: () => void;
  pick: (option: T) => void;
}

/** The combobox's state and keyboard: the field keeps `text` in step with what it fills. */
export function useLookupCombobox<T>({ id, results, searching, failure, search, reset, pick }: LookupComboboxOptions<T>) {
  const [text, setText] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const optionId = (index: number) => `${id}__option_${index}`;
  const open = expanded && results.length > 0;
  const showMessage = expanded && (failure !== undefined || searching);

  const type = (value: string) => {
    setText(value);
    setActive(-1);
    setExpanded(true);
    search(value);
  };

  const move = (by: number) => {
    if (results.length === 0) return;
    setExpanded(true);
    const next = active < 0 ? (by > 0 ? 0 : results.length - 1) : (active + by + results.length) % results.length;
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  };

  /** Closes the dropdown (a pick; `reopen` shows a failure of the pick's lookup there again). */
  const close = () => {
    setExpanded(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && (open || showMessage)) {
      event.preventDefault();
      if (open && active >= 0) pick(results[active]);
    } else if (event.key === 'Escape') {
      if (open || showMessage) {
        event.preventDefault();
        close();
      } else if (text) {
        event.preventDefault();
        setText('');
        reset();
      }
    }
  };

  return {
    id,
    text,
    setText,
    expanded,
    setExpanded,
    active,
    setActive,
    open,
    showMessage,
    optionId,
    type,
    close,
    reopen: () => setExpanded(true),
    onKeyDown,
    results,
    searching,
    failure,
    pick,
  };
}

export type LookupCombobox<T> = ReturnType<typeof useLookupCombobox<T>>;

export interface LookupComboboxFieldProps<T> {
  combobox: LookupCombobox<T>;
  title: string;
  hint?: string;
  placeholder?: string;
  /** The most characters the input takes (the field schema's `maxLength`; 200 without one). */
  maxLength?: number;
  disabled?: boolean;
  readonly?: boolean;
  /** Shown in the dropdown while a search is on its way. */
  searchingText: string;
  /** The listbox's name after the title: 'suggestions', 'results'. */
  listName: string;
  optionKey: (option: T) => string;
  /** An option's lines; `tag`, when given, says before them what kind of option it is ('Did you mean'). */
  optionText: (option: T) => { main: string; detail: string; tag?: string };
  /** What comes under the input: buttons, notes, the live region. */
  children?: ReactNode;
}

export function LookupComboboxField<T>({
  combobox,
  title,
  hint,
  placeholder,
  maxLength = 200,
  disabled,
  readonly,
  searchingText,
  listName,
  optionKey,
  optionText,
  children,
}: LookupComboboxFieldProps<T>) {
  const { id, text, active, setActive, open, showMessage, optionId, type, setExpanded, onKeyDown, results, failure, pick } = combobox;
  const listboxId = `${id}__listbox`;
  return (
    <div className={fieldClass.root}>
      <label className={fieldClass.label} htmlFor={id}>
        {title}
      </label>
      {hint && (
        <p id={descriptionId(id)} className={fieldClass.description}>
          {hint}
        </p>
      )}
      <Box position="relative" width="full">
        <input
          className={fieldClass.input}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-describedby={hint ? descriptionId(id) : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={maxLength}
          placeholder={placeholder}
          disabled={disabled}
          readOnly={readonly}
          value={text}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setExpanded(true)}
          onBlur={() => setExpanded(false)}
        />
        <Box
          position="absolute"
          top="100%"
          insetX="0"
          mt="1"
          zIndex="dropdown"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          borderRadius="md"
          boxShadow="md"
          maxHeight="72"
          overflowY="auto"
          hidden={!open && !showMessage}
        >
          {showMessage && (
            <Text px="3" py="2" textStyle="sm" color={failure !== undefined ? 'red.700' : 'fg.muted'}>
              {failure ?? searchingText}
            </Text>
          )}
          <ul role="listbox" id={listboxId} aria-label={`${title}: ${listName}`} hidden={!open} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {results.map((option, index) => {
              const { main, detail, tag } = optionText(option);
              return (
                <Box
                  as="li"
                  key={optionKey(option)}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  px="3"
                  py="2"
                  cursor="pointer"
                  bg={index === active ? 'brand.muted' : undefined}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(index)}
                  onClick={() => pick(option)}
                >
                  <Text textStyle="sm" fontWeight="medium">
                    {tag && (
                      <Box as="span" textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide" marginEnd="2">
                        {tag}
                      </Box>
                    )}
                    {main}
                  </Text>
                  <Text textStyle="xs" color="fg.muted">
                    {detail}
                  </Text>
                </Box>
              );
            })}
          </ul>
        </Box>
      </Box>
      {children}
    </div>
  );
}
