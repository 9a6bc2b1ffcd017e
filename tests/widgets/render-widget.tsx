import { StrictMode, useState } from 'react';
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { getTestRegistry } from '@rjsf/core';
import { optionsList } from '@rjsf/utils';
import type { RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import { vi } from 'vitest';
import type { FormViewContext } from '../../src/widgets/form-view';
import { templates, widgetRegistry } from '../../src/widgets/registry';

export interface RenderWidgetOptions {
  schema?: RJSFSchema;
  uiSchema?: UiSchema;
  options?: Record<string, unknown>;
  value?: unknown;
  rawErrors?: string[];
  required?: boolean;
  /** Render inside React's StrictMode, which mounts, unmounts and mounts again. */
  strict?: boolean;
  /** RJSF's formContext (a form view with the app's services, see createFormView). */
  formContext?: FormViewContext;
}

export const FIELD_ID = 'root_field';

/**
 * Renders one widget the way RJSF does, holding its value: each onChange is recorded and fed back
 * as the next `value`.
 */
export function renderWidget(Widget: ComponentType<WidgetProps>, setup: RenderWidgetOptions = {}) {
  const { schema = { type: 'string' }, uiSchema = {}, options = {}, value, rawErrors, required = false, strict = false, formContext } = setup;
  const registry = getTestRegistry(schema, {}, templates, widgetRegistry, formContext);
  // As RJSF computes them: from the schema's enum, or from the items' enum for an array.
  const items = schema.items as RJSFSchema | undefined;
  const enumOptions = schema.enum
    ? optionsList(schema, uiSchema)
    : items?.enum
      ? optionsList(items, (uiSchema.items as UiSchema | undefined) ?? uiSchema)
      : undefined;
  const onChange = vi.fn();
  let setValue: (next: unknown) => void = () => undefined;

  function Harness() {
    const [current, setCurrent] = useState<unknown>(value);
    setValue = setCurrent;
    return (
      <Widget
        id={FIELD_ID}
        name="field"
        label="Field"
        value={current}
        schema={schema}
        uiSchema={uiSchema}
        options={{ ...options, enumOptions }}
        registry={registry}
        required={required}
        disabled={false}
        readonly={false}
        rawErrors={rawErrors}
        onChange={(next: unknown) => {
          onChange(next);
          setCurrent(next);
        }}
        onBlur={() => undefined}
        onFocus={() => undefined}
      />
    );
  }

  const user = userEvent.setup();
  const ui = (
    <ChakraProvider value={defaultSystem}>
      <Harness />
    </ChakraProvider>
  );
  const utils = render(strict ? <StrictMode>{ui}</StrictMode> : ui);
  /** The values passed to onChange, oldest first. */
  const values = () => onChange.mock.calls.map(([v]) => v as unknown);
  const lastValue = () => onChange.mock.calls.at(-1)?.[0] as unknown;
  return { ...utils, user, onChange, values, lastValue, setValue: (next: unknown) => setValue(next) };
}
