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
export type NewStaffMemberRequest = Static<typeof NewStaffMemberRequestSchema>;

/** What adding a staff member answers: no secret. The member is mailed their enrolment link. */
export const StaffInvitationSchema = Type.Object(
  {
    member: named(StaffMemberSchema),
    enrolmentExpiresAt: Type.String({ format: 'date-time', description: 'When the enrolment link mailed to the member stops working.' }),
  },
  { $id: 'StaffInvitation' },
);
export type StaffInvitation = Static<typeof StaffInvitationSchema>;

const enrolmentToken = Type.String({ minLength: 20, maxLength: 128, description: "The token of the member's enrolment link (its fragment)." });

export const StaffEnrolmentOpenRequestSchema = Type.Object({ token: enrolmentToken }, { $id: 'StaffEnrolmentOpenRequest', additionalProperties: false });
export type StaffEnrolmentOpenRequest = Static<typeof StaffEnrolmentOpenRequestSchema>;

/** What the enrolment page shows the new member, and only them. */
export const StaffEnrolmentSchema = Type.Object(
  {
    member: named(StaffMemberSchema),
    totpSecret: Type.String({ description: 'Base32, for the authenticator app.' }),
    totpUri: Type.String({ description: 'otpauth:// URI of the same secret (a QR code).' }),
    expiresAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'StaffEnrolment' },
);
export type StaffEnrolment = Static<typeof StaffEnrolmentSchema>;

export const StaffEnrolmentRequestSchema = Type.Object(
  {
    token: enrolmentToken,
    password: Type.String({ maxLength: 1024, description: 'At least 8 characters with upper and lower case letters and a number; not a common password.' }),
    code: Type.String({ maxLength: 16, description: "The authenticator app's current 6-digit code." }),
  },
  { $id: 'StaffEnrolmentRequest', additionalProperties: false },
);
export type StaffEnrolmentRequest = Static<typeof StaffEnrolmentRequestSchema>;

export const StaffPasswordChangeSchema = Type.Object(
  {
    currentPassword: Type.String({ maxLength: 1024 }),
    newPassword: Type.String({ maxLength: 1024, description: 'At least 8 characters with upper and lower case letters and a number; not a common password.' }),
  },
  { $id: 'StaffPasswordChange', additionalProperties: false },
);
export type StaffPasswordChange = Static<typeof StaffPasswordChangeSchema>;
