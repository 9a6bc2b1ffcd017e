/**
 * A product's validation-rule records, edited as JSON: checked by the server as `journey validate`
 * checks a rules file, shown as a diff against the stored records, and saved by an administrator
 * with a reason. A save made from an older version is refused and the edit kept; nothing typed
 * is lost on any refusal.
 */
import { Button, Field, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Badge } from '../../widgets/later/badge';
import { Textarea } from '../../widgets/later/textarea';
import { NativeSelect } from '../../widgets/later/native-select';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { ProductRuleSet, RuleRecordFinding } from '../../engine/contract/validation-rules.contract';
import { ApiError } from '../api/http';
import { FailureAlert } from '../errors/failure-alert';
import { productNames } from '../journeys/compiled-journeys';
import { judgeRuleRecordsDraft, readRuleSet, saveRuleRecords } from './ops-api';
import { dateTime } from './ops-format';
import { OpsRulesDiff } from './ops-rules-diff';
import { opsSession } from './ops-session';

const products = productNames;
const pretty = (records: unknown) => JSON.stringify(records, null, 2);

/** The edited text as records, or what is wrong with it as JSON. */
function parseRecords(text: string): { records: unknown } | { problem: string } {
  try {
    return { records: JSON.parse(text) as unknown };
  } catch (error) {
    return { problem: `This is not valid JSON: ${(error as Error).message}` };
  }
}

export function OpsRulesPage() {
  const [params, setParams] = useSearchParams();
  const product = products.includes(params.get('product') ?? '') ? params.get('product')! : products[0];
  const stored = useQuery({ queryKey: ['ops', 'rules', product], queryFn: () => readRuleSet(product) });
  // Said above the editor, which starts afresh from each version saved here (and only then: a
  // version someone else saves meanwhile is met by the save's version check, not by losing the edit).
  const [saved, setSaved] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Validation rules
      </Heading>
      <Field.Root w={{ base: 'full', md: '64' }}>
        <Field.Label>Product</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={product}
            onChange={(e) => {
              setSaved(null);
              setParams({ product: e.target.value });
            }}
          >
            {products.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <FailureAlert message={stored.isError && 'The rule records could not be loaded. Please try again.'} />
      {saved && (
        <Text role="status" color="green.fg" fontWeight="medium">
          {saved}
        </Text>
      )}
      {stored.data && (
        <RuleRecordsEditor
          key={`${product}-${round}`}
          ruleSet={stored.data}
          onWork={() => setSaved(null)}
          onSaved={(note) => {
            setSaved(note);
            setRound((n) => n + 1);
          }}
        />
      )}
    </Stack>
  );
}

interface EditorProps {
  ruleSet: ProductRuleSet;
  onWork: () => void;
  onSaved: (note: string) => void;
}

function RuleRecordsEditor({ ruleSet: loaded, onWork, onSaved }: EditorProps) {
  const { member } = useSnapshot(opsSession);
  const queryClient = useQueryClient();
  // The version the edit starts from: the diff's left side and the save's expectedVersion.
  const [ruleSet] = useState(loaded);
  const storedText = pretty(ruleSet.records);
  const [text, setText] = useState(storedText);
  // The text now in the box, for answers that arrive after it changed.
  const current = useRef(text);
  current.current = text;
  const [reason, setReason] = useState('');
  const [findings, setFindings] = useState<RuleRecordFinding[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'check' | 'save' | null>(null);
  const admin = member?.role === 'admin';
  const parsed = parseRecords(text);
  const normalised = 'records' in parsed ? pretty(parsed.records) : text;

  async function judge(records: unknown): Promise<RuleRecordFinding[] | null> {
    const judged = text;
    const { findings: found } = await judgeRuleRecordsDraft(ruleSet.product, records);
    // An answer about text since edited says nothing about what is in the box now.
    if (current.current !== judged) return null;
    setFindings(found);
    return found;
  }

  async function run(action: 'check' | 'save') {
    setProblem(null);
    onWork();
    if (!('records' in parsed)) return setProblem(parsed.problem);
    const { records } = parsed;
    setBusy(action);
    try {
      const found = await judge(records);
      if (action === 'check' || !found || found.some((f) => f.severity === 'error')) return;
      if (!reason.trim()) return setProblem('Please say why: the reason is kept with the change.');
      const next = await saveRuleRecords(ruleSet.product, { records, expectedVersion: ruleSet.version, reason: reason.trim() });
      queryClient.setQueryData(['ops', 'rules', ruleSet.product], next);
      onSaved(`Saved as version ${next.version}. It applies from the next request on.`);
    } catch (error) {
      const refusal = error instanceof ApiError ? error.error : undefined;
      if (refusal?.code === 'RULES_ERR_VERSION_CONFLICT')
        setProblem(`${refusal.message} Someone else saved first: copy your edit, reload the page to see theirs, then apply yours again.`);
      else setProblem(refusal?.message ?? 'The rule records could not be checked or saved. Please try again.');
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack gap="4">
      <Text color="fg.muted">
        Version {ruleSet.version}
        {ruleSet.updatedAt ? `, saved ${dateTime.format(new Date(ruleSet.updatedAt))} by ${ruleSet.updatedBy ?? 'unknown'}` : ', as released with the journey'}.
        Records follow schemas/rule-record.schema.json.
      </Text>
      <FailureAlert message={problem} />
      <Field.Root>
        <Field.Label>Rule records (JSON)</Field.Label>
        <Textarea
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setFindings(null);
          }}
          rows={18}
          fontFamily="mono"
          fontSize="sm"
          spellCheck={false}
        />
      </Field.Root>
      <Findings findings={findings} />
      <OpsRulesDiff before={storedText} after={normalised} />
      {admin ? (
        <Field.Root required>
          <Field.Label>Reason for the change</Field.Label>
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} rows={2} />
        </Field.Root>
      ) : (
        <Text color="fg.muted">Only an administrator can save rule records; you can check an edit here.</Text>
      )}
      <HStack gap="3" flexWrap="wrap">
        <Button variant="outline" onClick={() => void run('check')} loading={busy === 'check'} disabled={busy !== null}>
          Check
        </Button>
        {admin && (
          <Button colorPalette="brand" onClick={() => void run('save')} loading={busy === 'save'} disabled={busy !== null || normalised === storedText}>
            Check and save
          </Button>
        )}
        <Button
          variant="ghost"
          onClick={() => {
            setText(storedText);
            setFindings(null);
          }}
          disabled={text === storedText}
        >
          Undo my edits
        </Button>
      </HStack>
    </Stack>
  );
}

function Findings({ findings }: { findings: RuleRecordFinding[] | null }) {
  if (findings === null) return null;
  if (findings.length === 0)
    return (
      <Text role="status" color="green.fg">
        The journey check finds no problem in these records.
      </Text>
    );
  return (
    <Stack gap="2" as="section" aria-label="What the journey check found">
      <Text fontWeight="medium" role="alert">
        The journey check found {findings.length} problem(s); nothing was saved.
      </Text>
      <List.Root ps="4" gap="1">
        {findings.map((finding, i) => (
          <List.Item key={i}>
            <Badge colorPalette={finding.severity === 'error' ? 'red' : 'orange'} me="2">
              {finding.severity}
            </Badge>
            <Text as="span" fontFamily="mono" fontSize="sm">
              {finding.pointer || '(the list)'}
            </Text>{' '}
            {finding.message}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
