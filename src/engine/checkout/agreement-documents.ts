/** The document types of the lender's loan agreement, as the documents API lists them (source `lender`). */
export const AGREEMENT_DOCUMENT_TYPE = 'LOAN_AGREEMENT';
/** The agreement once every owner has signed: certificate page and a PDF signature per signer. */
export const SIGNED_AGREEMENT_DOCUMENT_TYPE = 'SIGNED_LOAN_AGREEMENT';
