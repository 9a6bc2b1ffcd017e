/** Beside the answers: what was decided and offered, the bank connections, and who has signed. */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Badge } from '../../widgets/later/badge';
import type { OpsApplicationDetail } from '../../engine/contract/ops-console.contract';
import { formatWholeDollars as money } from '../../engine/money/format-money';
import { paymentPeriodTitle, termLength } from '../../engine/offers/payment-period-label';
import { dateTime } from './ops-format';

const when = (at: string) => dateTime.format(new Date(at));

/** A headed list of rows, or what to say when there are none. */
function Section(props: { id: string; title: string; listLabel: string; empty: string | null; children: React.ReactNode }) {
  return (
    <Stack gap="2" as="section" aria-labelledby={props.id}>
      <Heading as="h2" size="lg" id={props.id}>
        {props.title}
      </Heading>
      {props.empty ? (
        <Text>{props.empty}</Text>
      ) : (
        <Stack as="ul" gap="0" aria-label={props.listLabel}>
          {props.children}
        </Stack>
      )}
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
    <Section id="decisions-heading" title="Decisions and offers" listLabel="Decisions, newest first" empty={decisions.length === 0 ? 'Not decided yet.' : null}>
      {decisions.map((d) => (
        <Row
          key={d.id}
          detail={[
            `${d.decidedBy === 'policy' ? `By the policy (${d.ruleId ?? 'no rule'})` : 'By staff'} on ${when(d.createdAt)}`,
            d.approvedMaxAmount !== null ? `up to ${money(d.approvedMaxAmount)}` : null,
            d.tier ? `tier ${d.tier}` : null,
            d.documents.length > 0
              ? `asks for: ${d.documents.map((doc) => (doc.template ? `${doc.title} (template ${doc.template.fileName})` : doc.title)).join(', ')}`
              : null,
            d.declinedReasons.length > 0 ? `reasons: ${d.declinedReasons.join('; ')}` : null,
            d.expiresAt ? `offer open until ${when(d.expiresAt)}` : null,
            d.acceptedAt && d.acceptedTerms
              ? `accepted ${when(d.acceptedAt)}: ${money(d.acceptedTerms.loanAmount ?? 0)} over ${termLength(d.acceptedTerms.term ?? 0, d.acceptedTerms.termUnit ?? '?')}, ${paymentPeriodTitle(d.acceptedTerms.paymentPeriod ?? '').toLowerCase()}`
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        >
          <Badge colorPalette={d.outcome === 'DECLINED' ? 'red' : d.outcome === 'APPROVED' ? 'green' : 'orange'}>{d.outcome}</Badge>
        </Row>
      ))}
    </Section>
  );
}

export function OpsBankConnections({ connections }: { connections: OpsApplicationDetail['bankConnections'] }) {
  return (
    <Section
      id="bank-heading"
      title="Bank connections"
      listLabel="Bank connections, newest first"
      empty={connections.length === 0 ? 'No bank connected: statements, if any, were uploaded.' : null}
    >
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
    </Section>
  );
}

export function OpsSignatures({ signatures }: { signatures: OpsApplicationDetail['signatures'] }) {
  return (
    <Section
      id="signatures-heading"
      title="Signatures"
      listLabel="Signatures, newest agreement first"
      empty={signatures.length === 0 ? 'No agreement issued yet.' : null}
    >
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
    </Section>
  );
}
