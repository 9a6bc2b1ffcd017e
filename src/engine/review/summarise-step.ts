/**
 * A step's answers for the review page, built from the journey: the step's own fields in their
 * order and titles, only those visible for the answers given, formatted for reading.
 */
import { readForm } from '../binding/form-binding';
import type { CompiledJourney } from '../journey/compiled-journey';
import { hiddenFields } from '../validation/step-validation';
import { formatAnswer } from './format-answer';
import { productLocale } from '../journey/product-locale';

type SchemaObject = Record<string, unknown>;
type UiSchema = Record<string, unknown>;

export interface AnswerLine {
  label: string;
  value: string;
}

export interface AnswerGroup {
  /** Set for each item of a list (an additional owner). */
  title?: string;
  lines: AnswerLine[];
}

function orderedKeys(schema: SchemaObject, ui: UiSchema): string[] {
  const keys = Object.keys(schema.properties ?? {});
  const order = ui['ui:order'] as string[] | undefined;
  return order ? [...order.filter((k) => keys.includes(k)), ...keys.filter((k) => !order.includes(k))] : keys;
}

/**
 * A group of fields inside an answer (an owner's `_extension`), rendered field by field: its
 * fields read as the answer's own. A value one widget keeps whole (a consent) reads as one answer.
 */
const isGroup = (schema: SchemaObject, ui: UiSchema) =>
  schema.type === 'object' && schema.properties !== undefined && ui['ui:widget'] === undefined && ui['ui:field'] === undefined;

function linesOf(schema: SchemaObject, ui: UiSchema, data: Record<string, unknown>, hidden: Set<string>, prefix: string, locale: string): AnswerLine[] {
  const properties = (schema.properties ?? {}) as Record<string, SchemaObject>;
  return (
    orderedKeys(schema, ui)
      // A hidden field (an owner's id) is the server's bookkeeping, not an answer to read back.
      .filter((key) => properties[key].type !== 'null' && (ui[key] as UiSchema | undefined)?.['ui:widget'] !== 'hidden' && !hidden.has(`${prefix}/${key}`))
      .flatMap((key) => {
        const fieldUi = (ui[key] ?? {}) as UiSchema;
        if (isGroup(properties[key], fieldUi)) {
          const group = data[key];
          return linesOf(
            properties[key],
            fieldUi,
            group && typeof group === 'object' ? (group as Record<string, unknown>) : {},
            hidden,
            `${prefix}/${key}`,
            locale,
          );
        }
        const options = (fieldUi['ui:options'] ?? {}) as SchemaObject;
        return [
          {
            label: String(properties[key].title ?? key),
            value: formatAnswer(data[key], properties[key], fieldUi['ui:widget'] as string | undefined, options, locale),
          },
        ];
      })
  );
}

export function summariseStep(cj: CompiledJourney, stepId: string, document: unknown): AnswerGroup[] {
  const step = cj.step(stepId);
  if (!step.form) return [];
  const schema = step.form.schema as SchemaObject;
  const ui = (step.form.uiSchema ?? {}) as UiSchema;
  const data = readForm(step, document);
  const hidden = new Set(hiddenFields(cj.formValidators(stepId), data));
  const properties = (schema.properties ?? {}) as Record<string, SchemaObject>;
  const groups: AnswerGroup[] = [];
  const locale = productLocale(cj.journey);
  const plain = {
    ...schema,
    properties: Object.fromEntries(Object.entries(properties).filter(([, s]) => !(s.type === 'array' && (s.items as SchemaObject)?.type === 'object'))),
  };
  const top = linesOf(plain, ui, data, hidden, '', locale);
  if (top.length > 0) groups.push({ lines: top });
  for (const [key, list] of Object.entries(properties)) {
    const items = list.items as SchemaObject | undefined;
    if (list.type !== 'array' || items?.type !== 'object' || hidden.has(`/${key}`)) continue;
    const listUi = (ui[key] ?? {}) as UiSchema;
    const itemUi = (listUi.items ?? {}) as UiSchema;
    const itemTitle = String(((itemUi['ui:options'] ?? {}) as UiSchema).itemTitle ?? `${String(list.title ?? key)} {n}`);
    ((data[key] as Record<string, unknown>[] | undefined) ?? []).forEach((item, i) => {
      const name = [item.firstName, item.lastName].filter(Boolean).join(' ');
      groups.push({
        title: `${itemTitle.replace('{n}', String(i + 1))}${name ? `: ${name}` : ''}`,
        lines: linesOf(items, itemUi, item, hidden, `/${key}/${i}`, locale),
      });
    });
  }
  return groups;
}
