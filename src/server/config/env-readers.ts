/** The environment a configuration is read from (process.env, or a test's own). */
export type Env = Record<string, string | undefined>;
