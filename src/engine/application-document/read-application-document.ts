/**
 * The answers of an application document that code reads by name, read in one place. The
 * document is open (each journey shapes it, schemas/application.schema.json names its parts), so
 * nothing here is assumed: each answer is checked for its type and is missing when it is not one.
 * Code that needs another named answer adds it here rather than casting the document where it stands.
 */

export interface ApplicationDocumentAnswers {
  business: {
    /** business.legalBusinessName, as given (untrimmed). */
    legalBusinessName?: string;
    /** business.state: the state whose public holidays set business days. */
    state?: string;
    /** business._extension.abn. */
    abn?: string;
  };
  fundingNeeds: {
    /** fundingNeeds.desiredLoanAmount, whole dollars. */
    desiredLoanAmount?: number;
  };
  /** owners[0], the applicant, as the document holds them; empty when there is none. */
  applicant: Record<string, unknown>;
  /** _extension: what the server and the portal keep beside the answers; empty when there is none. */
  extension: Record<string, unknown>;
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const fieldsOf = (value: unknown): Fields => (isFields(value) ? value : {});
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const number = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

export function readApplicationDocument(document: unknown): ApplicationDocumentAnswers {
  const data = fieldsOf(document);
  const business = fieldsOf(data.business);
  const owners = Array.isArray(data.owners) ? data.owners : [];
  return {
    business: {
      legalBusinessName: text(business.legalBusinessName),
      state: text(business.state),
      abn: text(fieldsOf(business._extension).abn),
    },
    fundingNeeds: { desiredLoanAmount: number(fieldsOf(data.fundingNeeds).desiredLoanAmount) },
    applicant: fieldsOf(owners[0]),
    extension: fieldsOf(data._extension),
  };
}
