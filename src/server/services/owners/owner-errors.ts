/**
 * Coded refusals of the additional owner's part. Part of the server's one table of codes
 * (errors.ts). A route of the applicant's answers an owner's sign-in with APP_ERR_NOT_FOUND, as it
 * answers an application that is not the caller's: an owner learns nothing of what else exists.
 */
export const ownerErrorCodes = {
  OWNER_ERR_LINK_INVALID: { statusCode: 410, message: 'This sign-in link has expired or has already been used. Ask for a new one: we e-mail it to you.' },
  OWNER_ERR_DETAILS_LOCKED: {
    statusCode: 409,
    message: 'The loan agreement has been drawn up with these details, so they can no longer be changed here. Please call us to correct them.',
  },
  OWNER_ERR_NOT_CONFIRMED: { statusCode: 409, message: 'Please confirm your details and upload your identification first.' },
  // Every signing path (the owner's page and a signing link alike) asks this of a co-owner: their text is the catalogue's.
  OWNER_ERR_NOT_READY_TO_SIGN: {
    statusCode: 409,
    messageKey: 'ownerNotReadyToSign',
    message: 'Before you sign, please confirm your details, give your consents and upload your identification on your own page. Ask for a link to it there.',
  },
  OWNER_ERR_NOT_YOUR_TURN: { statusCode: 409, message: 'The agreement is not ready for you to sign yet. We will e-mail you when it is.' },
  OWNER_ERR_NO_SIGNED_AGREEMENT: { statusCode: 404, message: 'There is no signed agreement yet.' },
} as const;

export type OwnerErrorCode = keyof typeof ownerErrorCodes;
