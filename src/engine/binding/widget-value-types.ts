/** What each widget of the registry stores, for the journey check (the engine does not know the widgets themselves). */
export type ValueType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
const scalar: readonly ValueType[] = ['string', 'integer', 'number', 'boolean'];

export interface WidgetValue {
  types: readonly ValueType[];
  /** Where a choice widget finds its choices: on the field, or on its items. */
  choices?: 'own' | 'items';
}

/**
 * The JSON types of the answer each widget stores: a widget on a field of another type shows one
 * thing and stores what the schema refuses (a money input on a string field), so `journey
 * validate` refuses it. Choice widgets also need the choices (`enum`, or `oneOf` of `const`s).
 */
export const widgetValueTypes = {
  text: { types: ['string'] },
  email: { types: ['string'] },
  phone: { types: ['string'] },
  money: { types: ['integer', 'number'] },
  date: { types: ['string'] },
  year: { types: ['string'] },
  month: { types: ['string'] },
  percent: { types: ['string'] },
  select: { types: scalar, choices: 'own' },
  radio: { types: scalar, choices: 'own' },
  yesNo: { types: ['boolean'] },
  checkboxes: { types: ['array'], choices: 'items' },
  abn: { types: ['string'] },
  acn: { types: ['string'] },
  postcode: { types: ['string'] },
  consent: { types: ['object'] },
  ein: { types: ['string'] },
  ssn: { types: ['string'] },
  usZip: { types: ['string'] },
  usPhone: { types: ['string'] },
} as const satisfies Record<string, WidgetValue>;
