/** Staff sign-in and sessions (the operations console), apart from applicants' accounts. */
import { named, Type, type Static } from './named';

export const StaffLoginRequestSchema = Type.Object(
  {
    // No format or length rules here: any wrong value is just a wrong credential (401).
    email: Type.String({ maxLength: 254 }),
    password: Type.String({ maxLength: 1024 }),
    code: Type.String({ maxLength: 16, description: "The authenticator app's current 6-digit code." }),
  },
  { $id: 'StaffLoginRequest', additionalProperties: false },
);
export type StaffLoginRequest = Static<typeof StaffLoginRequestSchema>;

export const StaffMemberSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    email: Type.String(),
    fullName: Type.String(),
    role: Type.Union([Type.Literal('ops'), Type.Literal('admin')], { description: 'ops reads and acts on applications; admin also changes product rules.' }),
  },
  { $id: 'StaffMember' },
);
export type StaffMember = Static<typeof StaffMemberSchema>;

export const StaffSessionSchema = Type.Object(
  {
    accessToken: Type.String({ description: 'JWT for /api/ops (audience loan-journey-portal-staff); never accepted by applicant routes.' }),
    expiresAt: Type.Integer({ description: 'Epoch milliseconds.' }),
    member: named(StaffMemberSchema),
  },
  { $id: 'StaffSession' },
);
export type StaffSession = Static<typeof StaffSessionSchema>;

export const NewStaffMemberRequestSchema = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    fullName: Type.String({ minLength: 1, maxLength: 100 }),
    role: Type.Union([Type.Literal('ops'), Type.Literal('admin')]),
  },
  { $id: 'NewStaffMemberRequest', additionalProperties: false },
);

export const StaffCredentialsSchema = Type.Object(
  {
    member: named(StaffMemberSchema),
    password: Type.String({ description: 'Shown once; only its hash is kept.' }),
    totpSecret: Type.String({ description: 'Base32, for the authenticator app; shown once.' }),
    totpUri: Type.String({ description: 'otpauth:// URI of the same secret (a QR code).' }),
  },
  { $id: 'StaffCredentials' },
);
export type StaffCredentialsAnswer = Static<typeof StaffCredentialsSchema>;

export const StaffPasswordChangeSchema = Type.Object(
  {
    currentPassword: Type.String({ maxLength: 1024 }),
    newPassword: Type.String({ maxLength: 1024, description: 'At least 8 characters with upper and lower case letters and a number; not a common password.' }),
  },
  { $id: 'StaffPasswordChange', additionalProperties: false },
);
export type StaffPasswordChange = Static<typeof StaffPasswordChangeSchema>;
