/** Small helpers for talking to the API through `app.inject`. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export function uniqueEmail(prefix = 'applicant'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@example.com.au`;
}

/** A client address of its own, so rate limits of one test never touch another. */
export function uniqueAddress(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export interface SignedInUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

export async function signUp(
  app: FastifyInstance,
  overrides: { email?: string; password?: string; firstName?: string; lastName?: string } = {},
): Promise<{ id: string; email: string; password: string }> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? `Pw1-${randomBytes(6).toString('hex')}`;
  // Sign-ups are limited per address; each gets its own so tests never meet the limit.
  const response = await app.inject({
    method: 'POST',
    url: '/api/public/users',
    payload: { email, password, firstName: overrides.firstName ?? 'Alex', lastName: overrides.lastName ?? 'Citizen' },
    remoteAddress: uniqueAddress(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().id, email, password };
}

export async function logIn(app: FastifyInstance, email: string, password: string, address = uniqueAddress()) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: address });
}

export async function signUpAndLogIn(app: FastifyInstance, overrides: { email?: string; password?: string } = {}): Promise<SignedInUser> {
  const user = await signUp(app, overrides);
  const response = await logIn(app, user.email, user.password);
  expect(response.statusCode, response.body).toBe(200);
  return { ...user, token: response.json().accessToken };
}

export async function createApplicationFor(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown> = {},
): Promise<{ id: string; version: number; stage: string; data: Record<string, unknown> }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/apps',
    headers: bearer(token),
    payload: {
      createAppData: { firstName: 'Alex', lastName: 'Citizen', email: 'alex@example.com.au', product: 'tl' },
      ...body,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
