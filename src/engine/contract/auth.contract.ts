/** The account routes (spec 02 section 2): sign-up, sign-in, sessions, password reset, re-application. */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../validation/password-rule';
import { named, Type, type Static } from './named';

const email = () => Type.String({ format: 'email', maxLength: 254 });
/** The lengths only; the services apply the whole rule (engine/validation/password-rule.ts) and the common-password list. */
const password = () =>
  Type.String({
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    description: 'At least 8 characters, with upper and lower case letters and a number; not a common password.',
  });
const mailedCode = () => Type.String({ maxLength: 16, description: 'The 6-digit code the re-application check mailed.' });
const name = () => Type.String({ minLength: 1, maxLength: 100 });

export const UserSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    email: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    passwordGenerated: Type.Boolean({ description: 'True while the account only has the password the web app generated.' }),
  },
  { $id: 'User' },
);
/** The user as the API shows it. */
export type User = Static<typeof UserSchema>;

export const AccountRefSchema = Type.Object({ id: Type.String({ format: 'uuid' }), email: Type.String() }, { $id: 'AccountRef' });
export type AccountRef = Static<typeof AccountRefSchema>;

export const SignupRequestSchema = Type.Object(
  { email: email(), password: password(), firstName: name(), lastName: name(), passwordGenerated: Type.Optional(Type.Boolean()) },
  { $id: 'SignupRequest', additionalProperties: false },
);
export type SignupRequest = Static<typeof SignupRequestSchema>;

export const LoginRequestSchema = Type.Object(
  // No format or length rules here: any wrong value is just a wrong credential (401).
  { email: Type.String({ maxLength: 254 }), password: Type.String({ maxLength: 1024 }) },
  { $id: 'LoginRequest', additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequestSchema>;

export const SessionTokenSchema = Type.Object(
  {
    accessToken: Type.String({
      description: 'JWT (EdDSA): sub, sid, iat, exp, iss, aud, auth_time (session start) and pwd_reset_at (last password reset, 0 if never), epoch seconds.',
    }),
    expiresAt: Type.Integer({ description: 'Epoch milliseconds.' }),
    user: named(UserSchema),
  },
  { $id: 'SessionToken' },
);
/** What signing in and renewing answer: the access token, its end and the signed-in user. */
export type SessionToken = Static<typeof SessionTokenSchema>;

export const PasswordResetRequestSchema = Type.Object({ email: Type.String({ maxLength: 254 }) }, { $id: 'PasswordResetRequest', additionalProperties: false });
export type PasswordResetRequest = Static<typeof PasswordResetRequestSchema>;

export const PasswordResetConfirmSchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }), password: password() },
  { $id: 'PasswordResetConfirm', additionalProperties: false },
);
export type PasswordResetConfirm = Static<typeof PasswordResetConfirmSchema>;

export const ReapplicationParamsSchema = Type.Object({ email: email() }, { $id: 'ReapplicationParams' });

export const ReapplicationCodeAnswerSchema = Type.Object(
  {
    codeSent: Type.Literal(true, { description: 'The same for every e-mail: a code goes to the address only if it has an account.' }),
  },
  { $id: 'ReapplicationCodeAnswer' },
);
export type ReapplicationCodeAnswer = Static<typeof ReapplicationCodeAnswerSchema>;

export const ReapplicationCodeSchema = Type.Object({ code: mailedCode() }, { $id: 'ReapplicationCode', additionalProperties: false });
export type ReapplicationCode = Static<typeof ReapplicationCodeSchema>;

const ReapplicationEligibilitySchema = Type.Enum(['INELIGIBLE_TO_REAPPLY', 'IN_PROGRESS', 'ELIGIBLE_TO_REAPPLY'], { type: 'string' });
/** Whether the owner of an e-mail may start another application (spec 01 section 9). */
export type ReapplicationEligibility = Static<typeof ReapplicationEligibilitySchema>;

export const ReapplicationAnswerSchema = Type.Object({ reapplicationEligibility: ReapplicationEligibilitySchema }, { $id: 'ReapplicationAnswer' });
export type ReapplicationAnswer = Static<typeof ReapplicationAnswerSchema>;

export const SetPasswordRequestSchema = Type.Object(
  { email: email(), code: mailedCode(), password: password(), passwordGenerated: Type.Optional(Type.Boolean()) },
  { $id: 'SetPasswordRequest', additionalProperties: false },
);
export type SetPasswordRequest = Static<typeof SetPasswordRequestSchema>;
