// @vitest-environment happy-dom
/**
 * RJSF's default widgets and fields as the web app's build gives them to RJSF's registry
 * (tools/vite/rjsf-stand-ins.ts): every one RJSF has, those a journey can reach at once,
 * the rest rendered once their code has come.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import rjsfFields from '@rjsf/core/lib/components/fields/index.js';
import rjsfTemplates from '@rjsf/core/lib/components/templates/index.js';
import rjsfWidgets from '@rjsf/core/lib/components/widgets/index.js';
import { formFields, templates as portalTemplates } from '../../src/widgets/registry';
import fields from '../../src/widgets/rjsf-defaults/fields';
import templates from '../../src/widgets/rjsf-defaults/templates';
import widgets from '../../src/widgets/rjsf-defaults/widgets';

afterEach(cleanup);

describe("RJSF's defaults, those no journey reaches on demand", () => {
  it('name every widget and field RJSF names, and give the ones a field without a widget reaches as RJSF has them', () => {
    expect(Object.keys(widgets()).sort()).toEqual(Object.keys(rjsfWidgets()).sort());
    expect(Object.keys(fields()).sort()).toEqual(Object.keys(rjsfFields()).sort());
    const ours = widgets();
    const theirs = rjsfWidgets();
    for (const name of ['TextWidget', 'CheckboxWidget', 'HiddenWidget', 'UpDownWidget'] as const) expect(ours[name], name).toBe(theirs[name]);
    const [ourFields, theirFields] = [fields(), rjsfFields()];
    for (const name of ['ObjectField', 'SchemaField', 'StringField', 'BooleanField', 'NumberField'] as const) {
      expect(ourFields[name], name).toBe(theirFields[name]);
    }
    expect(ours.RatingWidget).not.toBe(theirs.RatingWidget);
    expect(ourFields.LayoutGridField).not.toBe(theirFields.LayoutGridField);
    // The portal's forms are given list and choice fields of their own (fetched with a step that shows one).
    for (const name of ['ArrayField', 'AnyOfField', 'OneOfField'] as const) {
      expect(ourFields[name], name).not.toBe(theirFields[name]);
      expect(Object.keys(formFields)).toContain(name);
    }
  });

  it("name every template RJSF names, on demand exactly those the portal's replace", () => {
    const ours: Record<string, unknown> = templates();
    const theirs: Record<string, unknown> = rjsfTemplates();
    expect(Object.keys(ours).sort()).toEqual(Object.keys(theirs).sort());
    expect(Object.keys(templates().ButtonTemplates).sort()).toEqual(Object.keys(rjsfTemplates().ButtonTemplates).sort());
    expect(Object.keys(portalTemplates.ButtonTemplates).sort()).toEqual(Object.keys(rjsfTemplates().ButtonTemplates).sort());
    // The parts of RJSF's own list template, which the portal's list template does not render.
    const listParts = ['ArrayFieldDescriptionTemplate', 'ArrayFieldItemButtonsTemplate', 'ArrayFieldTitleTemplate'];
    for (const name of Object.keys(theirs)) {
      if (name === 'ButtonTemplates') continue;
      if (name in portalTemplates || listParts.includes(name)) expect(ours[name], name).not.toBe(theirs[name]);
      else expect(ours[name], name).toBe(theirs[name]);
    }
    for (const name of listParts) expect(portalTemplates, name).not.toHaveProperty(name);
  });

  it('render a widget on demand once its code has come', async () => {
    const { TextareaWidget } = widgets();
    const props = {
      id: 'root_notes',
      name: 'notes',
      value: 'Fleet of three vans',
      schema: { type: 'string' },
      uiSchema: {},
      options: {},
      label: 'Notes',
      onChange: () => undefined,
      onBlur: () => undefined,
      onFocus: () => undefined,
      registry: {},
    } as unknown as WidgetProps;
    render(<TextareaWidget {...props} />);
    expect(await screen.findByDisplayValue('Fleet of three vans')).toBeInstanceOf(HTMLTextAreaElement);
  });
});
