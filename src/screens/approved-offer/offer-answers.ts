/**
 * Answers of the application the offer repeats beside its figures (spec 02 'Offer screen fields':
 * the overdraft limit). The journey names them, with their labels and pointers, because the
 * screen knows no product's fields; an answer not given is left out, not shown empty.
 */
import { getAt } from '../../engine/json-pointer';
import { formatMoney } from '../../engine/money/format-money';

export interface OfferAnswer {
  label: string;
  /** JSON Pointer of the answer in the application's data. */
  pointer: string;
  format?: 'money' | 'text';
}

export const offerAnswersSchema = {
  type: 'array',
  description: "Answers of the application shown with the offer's figures, in order; one not given is left out.",
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['label', 'pointer'],
    properties: {
      label: { type: 'string', minLength: 1 },
      pointer: { type: 'string', pattern: '^(/[^/]+)+$', description: "JSON Pointer of the answer in the application's data." },
      format: { enum: ['money', 'text'], description: 'money: dollars and cents; text (the default): as given.' },
    },
  },
} as const;

export function offerAnswerRows(data: unknown, answers: readonly OfferAnswer[] = []): { label: string; value: string }[] {
  return answers.flatMap(({ label, pointer, format }) => {
    const answer = getAt(data, pointer);
    if (answer === undefined || answer === null || answer === '') return [];
    if (format === 'money') return Number.isFinite(Number(answer)) ? [{ label, value: formatMoney(answer as number | string) }] : [];
    return typeof answer === 'object' ? [] : [{ label, value: String(answer) }];
  });
}
