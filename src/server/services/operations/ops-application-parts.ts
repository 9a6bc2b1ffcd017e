/** The decisions, bank connections and signatures of one application, as the console shows them. */
import type { Kysely } from 'kysely';
import type { OpsBankConnection, OpsDecision, OpsSignature } from '../../../engine/contract/ops-application-parts.contract';
import type { Database } from '../../db/database';
import { toTemplateView } from '../documents/document-requests';
import { listDecisions } from '../../repositories/decisions.repository';
import { findTemplates } from '../../repositories/document-templates.repository';
import { findApplicationBankConnections, findApplicationSignatures } from '../../repositories/ops-applications.repository';

const iso = (at: Date | null) => at?.toISOString() ?? null;

export async function readApplicationParts(
  db: Kysely<Database>,
  applicationId: string,
): Promise<{ decisions: OpsDecision[]; bankConnections: OpsBankConnection[]; signatures: OpsSignature[] }> {
  const [oldestFirst, connections, signatures] = await Promise.all([
    listDecisions(db, applicationId),
    findApplicationBankConnections(db, applicationId),
    findApplicationSignatures(db, applicationId),
  ]);
  const decisions = oldestFirst.reverse();
  const templateIds = [...new Set(decisions.flatMap((d) => d.documents.flatMap((doc) => (doc.templateId ? [doc.templateId] : []))))];
  const templates = await findTemplates(db, applicationId, templateIds);
  const templateOf = (id: string | undefined) => {
    const row = id ? templates.find((template) => template.id === id) : undefined;
    return row ? toTemplateView(row) : null;
  };
  return {
    decisions: decisions.map((d) => {
      const terms = d.accepted_terms;
      return {
        id: d.id,
        outcome: d.outcome,
        decidedBy: d.decided_by,
        ruleId: d.rule_id,
        approvedMaxAmount: d.approved_max_amount,
        tier: d.tier,
        documents: d.documents.map((doc) => ({ type: doc.type, title: doc.title, template: templateOf(doc.templateId) })),
        declinedReasons: d.declined_reasons,
        createdAt: d.created_at.toISOString(),
        expiresAt: iso(d.expires_at),
        acceptedAt: iso(d.accepted_at),
        acceptedTerms: terms && { loanAmount: terms.loanAmount, term: terms.term, termUnit: terms.termUnit, paymentPeriod: terms.paymentPeriod },
      };
    }),
    bankConnections: connections.map((c) => ({
      bankName: c.bank_name,
      status: c.status,
      errorCode: c.error_code,
      accounts: c.accounts,
      createdAt: c.created_at.toISOString(),
    })),
    signatures: signatures.map((s) => ({
      signingDate: s.signing_date,
      roundState: s.state,
      name: s.name,
      email: s.email,
      signedAt: iso(s.signed_at),
      declinedAt: iso(s.declined_at),
    })),
  };
}
