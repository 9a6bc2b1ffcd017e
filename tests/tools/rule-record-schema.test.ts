import { readFile } from 'node:fs/promises';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { parameterKinds, type RuleParameterKind } from '../../src/engine/rules/rule-parameters';
import { ruleTypeNames, ruleTypes } from '../../src/engine/rules/rule-types';
import { readRuleRecords, ruleRecordSchema } from '../../src/server/services/validation-rules/read-rule-records';
import { withKnownRuleTypes } from '../../tools/generate-rule-record-schema';

const schema = JSON.parse(await readFile('schemas/rule-record.schema.json', 'utf8'));
// What an editor sees: the whole file. Tuples with optional or further items are intended, so
// ajv's warning about them is off; everything else is as strict as the server's compiler.
const editorCheck = new Ajv({ allErrors: true, strict: true, strictTuples: false }).compile(schema);

const rule = (validationRuleType: string, parameters?: string[]) => [
  { jsonPath: '$.x', rules: [{ ruleType: { validationRuleType }, ...(parameters ? { ruleParameters: parameters.map((parameter) => ({ parameter })) } : {}) }] },
];

const good: Record<RuleParameterKind, string> = {
  number: '5',
  path: '$.owners[*].percentOwnership',
  field: '$.fundingNeeds.desiredLoanAmount',
  regex: '^[a-z]+$',
  name: 'partners',
};
// Regular expressions are judged by the server alone: JSON Schema cannot say one compiles. A
// field names one answer: a wildcard is refused by both.
const bad: Record<RuleParameterKind, string | undefined> = {
  number: 'five',
  path: 'owners',
  field: '$.invoices[*].amount',
  regex: undefined,
  name: '$.partners',
};

/** For every rule type: parameters it takes, and parameters it must refuse (too few, too many, a wrong kind). */
function cases(): { name: string; parameters: string[]; valid: boolean }[] {
  return ruleTypeNames.flatMap((name) => {
    const declared = ruleTypes[name].parameters;
    const { fixed, min, max } = parameterKinds(declared);
    const valid = fixed.map((kind) => good[kind]);
    const out = [
      { name, parameters: valid, valid: true },
      { name, parameters: valid.slice(0, min), valid: true },
    ];
    if (declared?.rest) out.push({ name, parameters: [...valid, good[declared.rest], good[declared.rest]], valid: true });
    if (min > 0) out.push({ name, parameters: valid.slice(0, min - 1), valid: false });
    if (Number.isFinite(max)) out.push({ name, parameters: [...valid, '1'], valid: false });
    fixed.forEach((kind, index) => {
      const wrong = bad[kind];
      if (wrong !== undefined) out.push({ name, parameters: valid.map((v, i) => (i === index ? wrong : v)), valid: false });
    });
    return out;
  });
}

describe('rule-record.schema.json', () => {
  it('holds exactly the rule types of the engine (run npm run generate:journey-schema)', () => {
    expect(schema).toEqual(JSON.parse(JSON.stringify(withKnownRuleTypes(schema))));
    expect(schema.$defs.knownRuleType.properties.ruleType.properties.validationRuleType.enum).toEqual(ruleTypeNames);
  });

  it('accepts the release rules files', async () => {
    const records = JSON.parse(await readFile('journeys/rules/tl.rules.json', 'utf8'));
    expect(editorCheck(records), JSON.stringify(editorCheck.errors)).toBe(true);
    expect(readRuleRecords(records)).toMatchObject({ ok: true });
  });

  it("agrees with the server on every rule type's parameters", () => {
    for (const c of cases()) {
      const records = rule(c.name, c.parameters);
      const label = `${c.name} ${JSON.stringify(c.parameters)}`;
      expect(editorCheck(records), label).toBe(c.valid);
      expect(readRuleRecords(records).ok, label).toBe(c.valid);
    }
  });

  it('refuses an unknown name in the editor; the server names the known ones instead of listing an enum', () => {
    expect(editorCheck(rule('lenghtTooShort'))).toBe(false);
    expect(editorCheck.errors).toContainEqual(expect.objectContaining({ keyword: 'enum', instancePath: '/0/rules/0/ruleType/validationRuleType' }));
    const checked = readRuleRecords(rule('lenghtTooShort'));
    expect(checked).toEqual({ ok: false, problems: [`records[0] ($.x): rules/0 (lenghtTooShort): unknown rule type; known: ${ruleTypeNames.join(', ')}`] });
  });

  it('is served without its generated part, which the server judges itself', () => {
    expect(ruleRecordSchema().$defs.knownRuleType).toEqual({});
    const { knownRuleType: _generated, ...written } = schema.$defs;
    const { knownRuleType: _blank, ...served } = ruleRecordSchema().$defs;
    expect(served).toEqual(written);
  });
});
