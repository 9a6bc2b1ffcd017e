import { toFieldPathId, toPath } from '@rjsf/utils';
import type { ErrorListProps } from '@rjsf/utils';
import { ErrorSummary } from '../error-summary';
import type { ErrorSummaryItem } from '../error-summary';

/** RJSF's error list (shown when `showErrorList` is on) as the portal's ErrorSummary. */
export function ErrorListTemplate({ errors, registry }: ErrorListProps) {
  const items = errors.map((error): ErrorSummaryItem => {
    const path = toPath(error.property ?? '').filter((segment) => segment !== '');
    const { field } = registry.schemaUtils.findFieldInSchema(registry.rootSchema, path);
    const title = error.title || field?.title;
    return {
      fieldId: toFieldPathId('', registry.globalFormOptions, path).$id,
      label: title || String(path[path.length - 1] ?? ''),
      message: error.message ?? error.stack,
    };
  });
  return <ErrorSummary errors={items} />;
}
