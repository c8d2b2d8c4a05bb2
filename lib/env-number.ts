/**
 * Numbers read from the environment: unset or empty gives the default, anything else must be a
 * number of the kind asked for, or the process stops with a message that names the variable.
 * Plain enough for Node to run as it is (the cache handlers and the contact outbox use it).
 */

export type Env = Record<string, string | undefined>;

/** `env[name]` as a number above zero, or `fallback` when it is unset or empty. */
export function positiveNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number, got "${raw}".`);
  }
  return value;
}

/** `env[name]` as a whole number of 1 or more, or `fallback` when it is unset or empty. */
export function wholeNumber(env: Env, name: string, fallback: number): number {
  const value = positiveNumber(env, name, fallback);
  if (!Number.isSafeInteger(value)) {
    throw new Error(`${name} must be a whole number, got "${env[name]}".`);
  }
  return value;
}
