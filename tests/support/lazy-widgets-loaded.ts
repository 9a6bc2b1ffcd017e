/**
 * Imported by tests that render forms synchronously: the widgets and the list code the app
 * fetches when a step needs them (src/widgets/lazy-widgets.ts) are loaded before the file's tests run.
 */
import { beforeAll } from 'vitest';
import { choiceField, choiceTemplates, lazyFields, lazyWidgets, listField, listTemplates } from '../../src/widgets/lazy-widgets';

beforeAll(async () => {
  await Promise.all(
    Object.values({ ...lazyWidgets, ...lazyFields, ...listField, ...listTemplates, ...choiceField, ...choiceTemplates }).map((widget) => widget.preload()),
  );
});
