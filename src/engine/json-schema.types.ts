/** A JSON Schema as the engine handles it: a plain JSON object (or boolean). */
export type JsonSchema = { [keyword: string]: unknown } | boolean;
