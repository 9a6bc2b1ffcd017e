/** One field's error as both sides report it: the browser under the field, the server in a 422. */
export interface FieldError {
  /** JSON Pointer of the field (in form data on the client, in the application document on the server). */
  path: string;
  key: string;
  message: string;
  params?: unknown[];
  /** The schema keyword or rule type that failed (`required`, `format`, `minAge`, ...). */
  source: string;
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
