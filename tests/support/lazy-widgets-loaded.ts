/**
 * Imported by tests that render forms synchronously: the widgets the app fetches when a step
 * names them (src/widgets/lazy-widgets.ts) are loaded before the file's tests run.
 */
import { beforeAll } from 'vitest';
import { lazyFields, lazyWidgets } from '../../src/widgets/lazy-widgets';

beforeAll(async () => {
  await Promise.all(Object.values({ ...lazyWidgets, ...lazyFields }).map((widget) => widget.preload()));
});
