/** Schemas of the account routes (sign-up, sign-in, sessions, password reset, reapplication). */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../engine/validation/password-rule';

const email = { type: 'string', format: 'email', maxLength: 254 } as const;
/** The lengths only; the services apply the whole rule (engine/validation/password-rule.ts) and the common-password list. */
const password = {
  type: 'string',
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  description: 'At least 8 characters, with upper and lower case letters and a number; not a common password.',
} as const;
const mailedCode = { type: 'string', maxLength: 16, description: 'The 6-digit code the re-application check mailed.' } as const;
const name = { type: 'string', minLength: 1, maxLength: 100 } as const;

export const userSchema = {
  $id: 'User',
  type: 'object',
  required: ['id', 'email', 'firstName', 'lastName', 'passwordGenerated'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    email: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    passwordGenerated: { type: 'boolean', description: 'True while the account only has the password the web app generated.' },
  },
} as const;

export const accountRefSchema = {
  $id: 'AccountRef',
  type: 'object',
  required: ['id', 'email'],
  properties: { id: { type: 'string', format: 'uuid' }, email: { type: 'string' } },
} as const;

export const signupRequestSchema = {
  $id: 'SignupRequest',
  type: 'object',
  additionalProperties: false,
  required: ['email', 'password', 'firstName', 'lastName'],
  properties: { email, password, firstName: name, lastName: name, passwordGenerated: { type: 'boolean' } },
} as const;

export const loginRequestSchema = {
  $id: 'LoginRequest',
  type: 'object',
  additionalProperties: false,
  required: ['email', 'password'],
  // No format or length rules here: any wrong value is just a wrong credential (401).
  properties: { email: { type: 'string', maxLength: 254 }, password: { type: 'string', maxLength: 1024 } },
} as const;

export const sessionTokenSchema = {
  $id: 'SessionToken',
  type: 'object',
  required: ['accessToken', 'expiresAt', 'user'],
  properties: {
    accessToken: {
      type: 'string',
      description: 'JWT (EdDSA): sub, sid, iat, exp, iss, aud, auth_time (session start) and pwd_reset_at (last password reset, 0 if never), epoch seconds.',
    },
    expiresAt: { type: 'integer', description: 'Epoch milliseconds.' },
    user: { $ref: 'User#' },
  },
} as const;

export const passwordResetRequestSchema = {
  $id: 'PasswordResetRequest',
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: { email: { type: 'string', maxLength: 254 } },
} as const;

export const passwordResetConfirmSchema = {
  $id: 'PasswordResetConfirm',
  type: 'object',
  additionalProperties: false,
  required: ['token', 'password'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 }, password },
} as const;

export const reapplicationParamsSchema = {
  $id: 'ReapplicationParams',
  type: 'object',
  required: ['email'],
  properties: { email },
} as const;

export const reapplicationCodeAnswerSchema = {
  $id: 'ReapplicationCodeAnswer',
  type: 'object',
  required: ['codeSent'],
  properties: {
    codeSent: { type: 'boolean', const: true, description: 'The same for every e-mail: a code goes to the address only if it has an account.' },
  },
} as const;

export const reapplicationCodeSchema = {
  $id: 'ReapplicationCode',
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: { code: mailedCode },
} as const;

export const reapplicationAnswerSchema = {
  $id: 'ReapplicationAnswer',
  type: 'object',
  required: ['reapplicationEligibility'],
  properties: {
    reapplicationEligibility: { type: 'string', enum: ['INELIGIBLE_TO_REAPPLY', 'IN_PROGRESS', 'ELIGIBLE_TO_REAPPLY'] },
  },
} as const;

export const setPasswordRequestSchema = {
  $id: 'SetPasswordRequest',
  type: 'object',
  additionalProperties: false,
  required: ['email', 'code', 'password'],
  properties: { email, code: mailedCode, password, passwordGenerated: { type: 'boolean' } },
} as const;
