/**
 * Reading an error body in the browser: kept apart from the contract's schemas so that the web
 * app's first page does not carry the schema library for one reader. Every member of the
 * contract's ErrorResponse has its kind here (the type below fails to compile when the schema
 * gains a member this reader does not name), and tests/engine/read-error-body.test.ts checks
 * each kind against the schema and that whatever is read is a valid body.
 */
import type { ErrorResponse, FieldErrorBody } from './errors.contract';

type Scalar = 'text' | 'whole' | 'flag';
/** The members an object must have, each of a scalar kind. */
type Shape = Readonly<Record<string, Scalar>>;
export type MemberKind = Scalar | 'params' | 'texts' | { readonly listOf: Shape } | { readonly shape: Shape };

const FIELD_ERROR = { path: 'text', key: 'text', message: 'text' } as const satisfies Record<keyof FieldErrorBody, Scalar>;

/** How each member of the body is read; a member (or a list item) of the wrong kind is left out. */
export const ERROR_BODY_MEMBERS = {
  code: 'text',
  message: 'text',
  messageKey: 'text',
  params: 'params',
  data: 'text',
  currentVersion: 'whole',
  errors: { listOf: FIELD_ERROR },
  steps: { listOf: { id: 'text', title: 'text', route: 'text' } },
  operationIndex: 'whole',
  op: 'text',
  reason: 'text',
  retryAfterSeconds: 'whole',
  retryAfter: 'text',
  field: 'text',
  from: 'text',
  to: 'text',
  key: 'text',
  acceptedTerms: { shape: { loanAmount: 'whole', term: 'whole', termUnit: 'text', paymentPeriod: 'text' } },
  missing: { listOf: { type: 'text', title: 'text' } },
  action: 'text',
  unmet: 'texts',
  overridable: 'flag',
} as const satisfies Record<keyof ErrorResponse, MemberKind>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isScalar: Record<Scalar, (value: unknown) => boolean> = {
  text: (value) => typeof value === 'string',
  whole: (value) => Number.isInteger(value),
  flag: (value) => typeof value === 'boolean',
};

const fits = (value: unknown, shape: Shape) => isObject(value) && Object.entries(shape).every(([name, kind]) => isScalar[kind](value[name]));

function readMember(value: unknown, kind: MemberKind): unknown {
  if (typeof kind === 'object') {
    if ('shape' in kind) return fits(value, kind.shape) ? value : undefined;
    return Array.isArray(value) ? value.filter((item) => fits(item, kind.listOf)) : undefined;
  }
  if (kind === 'params') return Array.isArray(value) ? value.filter((p) => typeof p === 'string' || typeof p === 'number') : undefined;
  if (kind === 'texts') return Array.isArray(value) ? value.filter((p) => typeof p === 'string') : undefined;
  return isScalar[kind](value) ? value : undefined;
}

/** An error body read from anything a failed call answered; undefined when it is not one. */
export function readErrorBody(body: unknown): ErrorResponse | undefined {
  if (!isObject(body)) return undefined;
  const read: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(ERROR_BODY_MEMBERS)) {
    const value = readMember(body[name], kind);
    if (value !== undefined) read[name] = value;
  }
  return Object.keys(read).length > 0 ? (read as ErrorResponse) : undefined;
}
