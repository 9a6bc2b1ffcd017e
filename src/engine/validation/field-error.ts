/** One field's error as both sides report it: the browser under the field, the server in a 422. */
export interface FieldError {
  /** JSON Pointer of the field (in form data on the client, in the application document on the server). */
  path: string;
  key: string;
  message: string;
  params?: unknown[];
  /** The schema keyword or rule type that failed (`required`, `format`, `minAge`, ...). */
  source: string;
  /** Priority among one field's candidate errors: lower is shown (blank first). */
  rank?: number;
  /**
   * Other fields the error is about (a postcode's state): a change to any of them is a change to
   * this field's answer, so the server refuses it too.
   */
  involves?: string[];
}

/** One message per field: the candidate of lowest rank (blank, then type, date, ..., min age). */
export function onePerField(candidates: readonly FieldError[]): FieldError[] {
  const best = new Map<string, FieldError>();
  for (const c of candidates) {
    const current = best.get(c.path);
    if (!current || (c.rank ?? Infinity) < (current.rank ?? Infinity)) best.set(c.path, c);
  }
  return [...best.values()];
}

/** A validator as Ajv compiles it, at run time or standalone. */
export interface ValidateFunction {
  (data: unknown): boolean;
  errors?: AjvErrorLike[] | null;
}

export interface AjvErrorLike {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
}
