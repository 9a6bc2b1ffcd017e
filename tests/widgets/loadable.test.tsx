// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyNamedIn, lazyWidgets, preloadWidgetsOf } from '../../src/widgets/lazy-widgets';
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
