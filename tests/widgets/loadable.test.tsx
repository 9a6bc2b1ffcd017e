// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { choiceField, lazyNamedIn, lazyWidgets, listField, listTemplates, preloadWidgetsOf, rendersChoice, rendersList } from '../../src/widgets/lazy-widgets';
import { loadable } from '../../src/widgets/loadable';

afterEach(cleanup);

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('a loadable widget', () => {
  it('rendered before its code arrived, holds its Suspense boundary until then', async () => {
    let arrive!: () => void;
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = () => resolve(Greeting))));
    const Widget = loadable(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Widget name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    arrive();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(Widget.loaded).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloaded, renders at once, without a fallback', async () => {
    const Widget = loadable(async () => Greeting);
    await Widget.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Widget name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('that began suspended keeps what it holds when its code arrives and its parent renders again', async () => {
    let arrive!: () => void;
    const Counter = ({ label }: { label: string }) => {
      const [mounted] = useState(() => Math.random());
      return <p data-mounted={mounted}>{label}</p>;
    };
    const Widget = loadable(() => new Promise<typeof Counter>((resolve) => (arrive = () => resolve(Counter))));
    const page = (label: string) => (
      <Suspense fallback={<p>Loading</p>}>
        <Widget label={label} />
      </Suspense>
    );
    const { rerender } = render(page('first'));
    arrive();
    const first = (await screen.findByText('first')).dataset.mounted;
    rerender(page('second'));
    expect(screen.getByText('second').dataset.mounted).toBe(first);
  });

  it('whose code failed to arrive asks again on the next preload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Greeting);
    const Widget = loadable(load);
    await expect(Widget.preload()).rejects.toThrow('offline');
    expect(Widget.loaded).toBe(false);
    await Widget.preload();
    expect(Widget.loaded).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("a step's lazy widgets", () => {
  const uiSchema = {
    startDate: { 'ui:widget': 'date' },
    owners: { items: { homeAddress: { 'ui:field': 'addressSearch' }, firstName: { 'ui:widget': 'text' } } },
    ownership: { 'ui:field': 'ownershipTable', 'ui:options': { title: 'date' } },
  };

  it('are those its uiSchema names with ui:widget or ui:field at any depth, and no others', () => {
    const found = lazyNamedIn(uiSchema);
    expect(found.size).toBe(3);
    expect(found.has(lazyWidgets.date as never)).toBe(true);
    expect(lazyNamedIn({ name: { 'ui:widget': 'text' } }).size).toBe(0);
  });

  it('are loaded by preloadWidgetsOf', async () => {
    await preloadWidgetsOf(uiSchema);
    expect(lazyWidgets.date.loaded).toBe(true);
    expect(lazyWidgets.money.loaded).toBe(false);
  });
});

describe("a form's lists", () => {
  it('are arrays RJSF reaches through objects and the subschemas that add to them', () => {
    expect(rendersList({ type: 'object', properties: { name: { type: 'string' } } })).toBe(false);
    expect(rendersList({ type: 'object', properties: { uses: { type: 'array', items: { type: 'string' } } } })).toBe(true);
    // A widget given a list still renders inside RJSF's list field.
    expect(rendersList({ type: 'object', properties: { uses: { type: 'array' } } }, { uses: { 'ui:widget': 'checkboxes' } })).toBe(true);
    expect(rendersList({ type: 'object', if: { properties: { a: { const: 1 } } }, then: { properties: { owners: { items: {} } } } })).toBe(true);
    expect(rendersList({ type: 'object', allOf: [{ properties: { owners: { type: ['array', 'null'] } } }] })).toBe(true);
  });

  it('are not those a custom field, or a widget given an object, renders itself', () => {
    const consent = { type: 'object', properties: { links: { type: 'array', items: { type: 'string' } } } };
    expect(rendersList({ type: 'object', properties: { consent } }, { consent: { 'ui:widget': 'consent' } })).toBe(false);
    expect(rendersList({ type: 'object', properties: { owners: { type: 'array' } } }, { owners: { 'ui:field': 'ownershipTable' } })).toBe(false);
    expect(rendersList({ type: 'object', properties: { consent } })).toBe(true);
  });

  it("fetch RJSF's list field and the portal's list templates with the step's code, and only then", async () => {
    const schema = { type: 'object', properties: { name: { type: 'string' } } };
    await preloadWidgetsOf({}, schema);
    expect(listField.ArrayField.loaded).toBe(false);
    await preloadWidgetsOf({}, { type: 'object', properties: { uses: { type: 'array', items: { type: 'string' } } } });
    expect(listField.ArrayField.loaded).toBe(true);
    expect(listTemplates.ArrayFieldTemplate.loaded).toBe(true);
    expect(listTemplates.ArrayFieldItemTemplate.loaded).toBe(true);
  });
});

describe("a form's choices of schemas", () => {
  it('are anyOf and oneOf anywhere in its schema, fetched with its code only then', async () => {
    const plain = { type: 'object', properties: { name: { type: 'string' } } };
    const choice = {
      type: 'object',
      properties: { contact: { oneOf: [{ properties: { phone: { type: 'string' } } }, { properties: { email: { type: 'string' } } }] } },
    };
    expect(rendersChoice(plain)).toBe(false);
    expect(rendersChoice(choice)).toBe(true);
    expect(rendersChoice({ type: 'object', then: { properties: { a: { anyOf: [] } } } })).toBe(true);
    await preloadWidgetsOf({}, plain);
    expect(choiceField.OneOfField.loaded).toBe(false);
    await preloadWidgetsOf({}, choice);
    expect(choiceField.OneOfField.loaded).toBe(true);
    expect(choiceField.AnyOfField.loaded).toBe(true);
  });
});
