/**
 * Answers of the application the offer repeats beside its figures (spec 02 'Offer screen fields':
 * the overdraft limit). The journey names them, with their labels and pointers, because the
 * screen knows no product's fields; an answer not given is left out, not shown empty.
 */
import { getAt } from '../../engine/json-pointer';
import { Type, type Static } from '../../engine/contract/named';
import { formatMoney } from '../../engine/money/format-money';

export const offerAnswersSchema = Type.Array(
  Type.Object(
    {
      label: Type.String({ minLength: 1 }),
      pointer: Type.String({ pattern: '^(/[^/]+)+$', description: "JSON Pointer of the answer in the application's data." }),
      format: Type.Optional(Type.Enum(['money', 'text'], { description: 'money: dollars and cents; text (the default): as given.' })),
    },
    { additionalProperties: false },
  ),
  { description: "Answers of the application shown with the offer's figures, in order; one not given is left out." },
);

export type OfferAnswer = Static<typeof offerAnswersSchema>[number];

export function offerAnswerRows(data: unknown, answers: readonly OfferAnswer[] = []): { label: string; value: string }[] {
  return answers.flatMap(({ label, pointer, format }) => {
    const answer = getAt(data, pointer);
    if (answer === undefined || answer === null || answer === '') return [];
    if (format === 'money') return Number.isFinite(Number(answer)) ? [{ label, value: formatMoney(answer as number | string) }] : [];
    return typeof answer === 'object' ? [] : [{ label, value: String(answer) }];
  });
}
