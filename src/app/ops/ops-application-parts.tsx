/** Beside the answers: what was decided and offered, the bank connections, and who has signed. */
import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { OpsApplicationDetail } from '../../engine/contract/ops-console.contract';
import { dateTime } from './ops-format';

const money = (amount: number) => `$${amount.toLocaleString('en-AU')}`;
const when = (at: string) => dateTime.format(new Date(at));

function Section({ id, title, empty, children }: { id: string; title: string; empty: string | null; children: React.ReactNode }) {
  return (
    <Stack gap="2" as="section" aria-labelledby={id}>
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {empty ? <Text>{empty}</Text> : children}
    </Stack>
  );
}

function Row({ children, detail }: { children: React.ReactNode; detail: React.ReactNode }) {
  return (
    <Box as="li" listStyleType="none" borderBottomWidth="1px" py="2">
      <Box fontWeight="medium">{children}</Box>
      <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
        {detail}
      </Text>
    </Box>
  );
}

export function OpsDecisions({ decisions }: { decisions: OpsApplicationDetail['decisions'] }) {
  return (
    <Section id="decisions-heading" title="Decisions and offers" empty={decisions.length === 0 ? 'Not decided yet.' : null}>
      <Stack as="ul" gap="0" aria-label="Decisions, newest first">
        {decisions.map((d) => (
          <Row
            key={d.id}
            detail={[
              `${d.decidedBy === 'policy' ? `By the policy (${d.ruleId ?? 'no rule'})` : 'By staff'} on ${when(d.createdAt)}`,
              d.approvedMaxAmount !== null ? `up to ${money(d.approvedMaxAmount)}` : null,
              d.tier ? `tier ${d.tier}` : null,
              d.documents.length > 0 ? `asks for: ${d.documents.join(', ')}` : null,
              d.declinedReasons.length > 0 ? `reasons: ${d.declinedReasons.join('; ')}` : null,
              d.expiresAt ? `offer open until ${when(d.expiresAt)}` : null,
              d.acceptedAt && d.acceptedTerms
                ? `accepted ${when(d.acceptedAt)}: ${money(d.acceptedTerms.loanAmount ?? 0)} over ${d.acceptedTerms.termMonths ?? '?'} months, ${(d.acceptedTerms.paymentPeriod ?? '').toLowerCase()}`
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          >
            <Badge colorPalette={d.outcome === 'DECLINED' ? 'red' : d.outcome === 'APPROVED' ? 'green' : 'orange'}>{d.outcome}</Badge>
          </Row>
        ))}
      </Stack>
    </Section>
  );
}

export function OpsBankConnections({ connections }: { connections: OpsApplicationDetail['bankConnections'] }) {
  return (
    <Section id="bank-heading" title="Bank connections" empty={connections.length === 0 ? 'No bank connected: statements, if any, were uploaded.' : null}>
      <Stack as="ul" gap="0" aria-label="Bank connections, newest first">
        {connections.map((c) => (
          <Row
            key={c.createdAt}
            detail={[
              `connected ${when(c.createdAt)}`,
              c.errorCode ? `error ${c.errorCode}` : null,
              ...c.accounts.map((a) => `${a.name} (${a.holder}) BSB ${a.bsb} account ${a.accountNumber}`),
            ]
              .filter(Boolean)
              .join(' · ')}
          >
            {c.bankName}: {c.status.replace('_', ' ')}
          </Row>
        ))}
      </Stack>
    </Section>
  );
}

export function OpsSignatures({ signatures }: { signatures: OpsApplicationDetail['signatures'] }) {
  return (
    <Section id="signatures-heading" title="Signatures" empty={signatures.length === 0 ? 'No agreement issued yet.' : null}>
      <Stack as="ul" gap="0" aria-label="Signatures, newest agreement first">
        {signatures.map((s, i) => (
          <Row
            key={`${s.signingDate}-${s.email}-${i}`}
            detail={`${s.email} · agreement of ${s.signingDate} (${s.roundState}) · ${
              s.signedAt ? `signed ${when(s.signedAt)}` : s.declinedAt ? `declined ${when(s.declinedAt)}` : 'not signed yet'
            }`}
          >
            {s.name}
          </Row>
        ))}
      </Stack>
    </Section>
  );
}
