import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isError } from '../../src/server/journeys/diagnostics';
import { readJourneyFolder } from '../../src/server/journeys/read-journeys';
import { locate } from '../../src/server/journeys/validate/locate';
import { validateJourneys } from '../../src/server/journeys/validate/validate-journeys';
import { copyOfJourneys } from '../support/copy-of-journeys';

const meta = JSON.parse(await readFile('schemas/journey.schema.json', 'utf8'));

async function brokenCopy(edit: (text: string) => string, name = 'tl.journey.json') {
  const dir = await copyOfJourneys();
  const file = path.join(dir, name);
  await writeFile(file, edit(await readFile(file, 'utf8')));
  const diagnostics = validateJourneys(await readJourneyFolder(dir, 'schemas'), meta).filter(isError);
  const text = await readFile(file, 'utf8');
  const lineOf = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
  /** The column `needle` starts at on its line. */
  const columnOf = (needle: string) => text.split('\n')[lineOf(needle) - 1].indexOf(needle) + 1;
  return Object.assign(
    diagnostics.map((d) => ({ ...d, ...locate(text, d.pointer) })),
    { lineOf, columnOf },
  );
}

describe('journey validate', () => {
  it('passes the journeys in the repository', async () => {
    expect(validateJourneys(await readJourneyFolder('journeys', 'schemas'), meta).filter(isError)).toEqual([]);
  });

  it('warns of a lifecycle status no step covers, and refuses a step or a move naming an unknown status', async () => {
    const all = validateJourneys(await readJourneyFolder('journeys', 'schemas'), meta);
    const uncovered = all.filter((d) => d.code === 'JOURNEY_WARN_STATUS_WITHOUT_PAGE');
    expect(uncovered.every((d) => d.severity === 'warning' && d.file.endsWith('lifecycle.fragment.json'))).toBe(true);
    expect(uncovered.map((d) => d.pointer)).not.toContain('/lifecycle/statuses/SUBMITTED');
    const afterSubmission = 'fragments/after-submission.fragment.json';
    const found = await brokenCopy((t) => t.replace('"status": "SUBMITTED"', '"status": "SUBMITED"'), afterSubmission);
    expect(found.map((d) => d.code)).toContain('JOURNEY_ERR_UNKNOWN_STATUS');
    const withoutInReview = await brokenCopy((t) => t.replace('"status": "SUBMITTED"', '"status": "IN_PROGRESS"'), afterSubmission);
    expect(withoutInReview.map((d) => d.code)).toContain('JOURNEY_ERR_STAGE_NOT_IN_LIFECYCLE');
  });

  it('refuses a personal-data path that names no field, and one it cannot follow, at the line', async () => {
    const found = await brokenCopy((t) => t.replace('"$.coOwners[*].dateOfBirth"]', '"$.coOwners[*].dateOfBrith"]'));
    expect(found).toContainEqual(
      expect.objectContaining({ code: 'JOURNEY_ERR_UNKNOWN_PERSONAL_PATH', pointer: '/personalData/1', line: found.lineOf('dateOfBrith') }),
    );
    const descent = await brokenCopy((t) => t.replace('"$.coOwners[*].dateOfBirth"]', '"$..dateOfBirth"]'));
    expect(descent.map((d) => d.pointer)).toContain('/personalData/1');
  });

  it('refuses a figure in a text that names nothing in the journey, at its line', async () => {
    const found = await brokenCopy((t) =>
      t.replace('{#/limits/additionalOwnerThreshold}% or more of the business is', '{#/limits/ownerThreshold}% or more of the business is'),
    );
    const figure = found.find((d) => d.message.includes('{#/limits/ownerThreshold}'));
    expect(figure).toMatchObject({ code: 'JOURNEY_ERR_UNKNOWN_PLACEHOLDER', line: found.lineOf('{#/limits/ownerThreshold}') });
    const lifecycle = await brokenCopy((t) => t.replace('{#/lifecycle/validForDays}', '{#/lifecycle/validForDays:weeks}'), 'fragments/lifecycle.fragment.json');
    expect(lifecycle).toContainEqual(expect.objectContaining({ code: 'JOURNEY_ERR_UNKNOWN_PLACEHOLDER', pointer: '/lifecycle/statuses/EXPIRED/notify' }));
  });

  it('refuses names in a form that name nothing: required, uiSchema entries, ui:order, and enumNames out of step with enum', async () => {
    const found = await brokenCopy((text) => {
      const journey = JSON.parse(text) as { steps: { id: string; form?: { schema: Record<string, unknown>; uiSchema: Record<string, unknown> } }[] };
      const basic = journey.steps.find((step) => step.id === 'BasicInfo')!.form!;
      basic.schema.required = [...(basic.schema.required as string[]), 'firstNme'];
      basic.uiSchema.lastNme = { 'ui:widget': 'text' };
      basic.uiSchema['ui:order'] = ['firstName', 'emial', '*'];
      const properties = basic.schema.properties as Record<string, Record<string, unknown>>;
      properties.isBroker = { type: 'string', enum: ['YES', 'NO'], enumNames: ['Yes'], title: 'Broker?' };
      return JSON.stringify(journey, null, 2);
    });
    const byCode = (code: string) => found.filter((d) => d.code === code).map((d) => d.message);
    expect(byCode('JOURNEY_ERR_UNKNOWN_FIELD_NAME')).toEqual([
      'required names "firstNme", which is not a property beside it',
      'uiSchema names "lastNme", which is not a field of the form here',
      'ui:order names "emial", which is not a field of the form here',
    ]);
    expect(byCode('JOURNEY_ERR_ENUM_NAMES')).toEqual(['enumNames has 1 label(s) for 2 enum value(s): each value needs its label, in the same order']);
    expect(found.find((d) => d.message.includes('lastNme'))).toMatchObject({ pointer: '/steps/0/form/uiSchema/lastNme', line: found.lineOf('"lastNme"') });
  });

  it('refuses a widget on a field whose type it does not store, and a choice widget without choices', async () => {
    const found = await brokenCopy((text) => {
      const journey = JSON.parse(text) as {
        steps: { id: string; form?: { schema: Record<string, unknown>; uiSchema: Record<string, Record<string, unknown>> } }[];
      };
      const funding = journey.steps.find((step) => step.id === 'FundingNeeds')!.form!;
      const properties = funding.schema.properties as Record<string, Record<string, unknown>>;
      funding.uiSchema.offersCollateral = { ...funding.uiSchema.offersCollateral, 'ui:widget': 'money' };
      funding.uiSchema.overdraftLimit = { ...funding.uiSchema.overdraftLimit, 'ui:widget': 'yesNo' };
      properties.channel = { type: 'string', title: 'How did you hear of us?' };
      funding.uiSchema.channel = { 'ui:widget': 'radio' };
      return JSON.stringify(journey, null, 2);
    });
    const widgetFindings = found.filter((d) => d.code === 'JOURNEY_ERR_WIDGET_TYPE');
    expect(widgetFindings.map((d) => [d.pointer.replace(/^\/steps\/\d+/, ''), d.message])).toEqual([
      ['/form/uiSchema/overdraftLimit/ui:widget', 'the yesNo widget stores boolean, but this field is integer'],
      ['/form/uiSchema/offersCollateral/ui:widget', 'the money widget stores integer or number, but this field is boolean'],
      ['/form/uiSchema/channel/ui:widget', 'the radio widget chooses among enum values (or oneOf consts), and this field has none'],
    ]);
    expect(widgetFindings.every((d) => d.line > 1)).toBe(true);
  });

  it('refuses a re-opening to an unknown or terminal status, and one out of a status that is not terminal', async () => {
    const lifecycle = 'fragments/lifecycle.fragment.json';
    const found = await brokenCopy(
      (x) => x.replace('"reopen": ["SUBMITTED"],', '"reopen": ["SUBMITED"],').replace('"reopen": ["SUBMITTED", "IN_PROGRESS"],', '"reopen": ["EXPIRED"],'),
      lifecycle,
    );
    expect(found).toContainEqual(
      expect.objectContaining({ code: 'JOURNEY_ERR_UNKNOWN_STATUS', pointer: '/lifecycle/statuses/OFFER_EXPIRED/reopen/0', line: found.lineOf('SUBMITED') }),
    );
    expect(found.map((d) => d.message)).toContain('status OPS_WITHDRAWN re-opens to "EXPIRED", which is terminal too');
    const live = await brokenCopy(
      (x) => x.replace('"stages": ["ApplicationInReview"],', '"stages": ["ApplicationInReview"], "reopen": ["IN_PROGRESS"],'),
      lifecycle,
    );
    expect(live.map((d) => d.message)).toContain('status SUBMITTED is not terminal: only an ended application is re-opened');
  });

  it("refuses the decision and offer workflow's statuses when the lifecycle names none or an unknown one", async () => {
    const lifecycle = 'fragments/lifecycle.fragment.json';
    const unknown = await brokenCopy((x) => x.replace('"offerExpired": "OFFER_EXPIRED"', '"offerExpired": "OFFER_LAPSED"'), lifecycle);
    expect(unknown).toContainEqual(expect.objectContaining({ code: 'JOURNEY_ERR_UNKNOWN_STATUS', pointer: '/lifecycle/offerExpired' }));
    const unnamed = await brokenCopy(
      (x) => x.replace('"offerAccepted": "CHECKOUT_STARTED",', '').replace('"documentsReceived": "ADDITIONAL_DOC_UPLOAD",', ''),
      lifecycle,
    );
    expect(unnamed.map((d) => d.message)).toContainEqual(expect.stringContaining('names no offerAccepted status'));
    expect(unnamed.map((d) => d.message)).toContainEqual(expect.stringContaining('asks for documents, but the lifecycle does not move CONDITIONAL'));
    const undecided = await brokenCopy((x) => x.replace('"DECLINED": "DECLINED" ', '"DECLINED": "DECLINE" '), lifecycle);
    expect(undecided).toContainEqual(expect.objectContaining({ code: 'JOURNEY_ERR_UNKNOWN_STATUS', pointer: '/lifecycle/decided/DECLINED' }));
  });

  it("asks exactly one of several journeys to be the site's default, and re-application stages of its own steps", async () => {
    const withSecond = async (edit: (text: string) => string) => {
      const dir = await copyOfJourneys();
      const text = await readFile(path.join(dir, 'tl.journey.json'), 'utf8');
      await writeFile(path.join(dir, 'second.journey.json'), edit(text.replace('"product": "tl"', '"product": "second"')));
      return validateJourneys(await readJourneyFolder(dir, 'schemas'), meta).filter(isError);
    };
    expect(await withSecond((x) => x.replace('"siteDefault": true,', ''))).toEqual([]);
    const both = await withSecond((x) => x);
    expect(both.filter((d) => d.code === 'JOURNEY_ERR_SITE_DEFAULT').map((d) => d.file)).toHaveLength(2);
    expect(both[0].message).toMatch(/\((second, tl|tl, second)\)/);
    const renewsNothing = await withSecond((x) =>
      x.replace('"siteDefault": true,', '"renewal": { "renews": ["tl", "gone"], "carryOver": ["/owners"], "declinedStage": "UnableProcess" },'),
    );
    expect(renewsNothing).toEqual([expect.objectContaining({ code: 'JOURNEY_ERR_UNKNOWN_PRODUCT', pointer: '/renewal/renews/1' })]);
    const unknownStage = await brokenCopy((x) => x.replace('"IN_PROGRESS": "EmailUsed"', '"IN_PROGRESS": "EmailUsd"'));
    expect(unknownStage).toContainEqual(expect.objectContaining({ code: 'JOURNEY_ERR_UNKNOWN_STAGE', pointer: '/account/reapplicationStages/IN_PROGRESS' }));
  });

  it('reports an unknown widget at its line and the column of its value, not its key', async () => {
    const found = await brokenCopy((t) => t.replace(/("primaryPhone": \{\s*"ui:widget": )"phone"/, '$1"phnoe"'));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ code: 'JOURNEY_ERR_UNKNOWN_WIDGET', line: found.lineOf('"phnoe"'), column: found.columnOf('"phnoe"') });
    expect(found[0].message).toContain('"phnoe"');
  });

  it('reports unresolved references, unknown targets and unreachable steps', async () => {
    const found = await brokenCopy((t) => t.replace('#/$defs/abn"', '#/$defs/abnn"').replace('"to": "PersonalInfo"', '"to": "PersonalInfoX"'));
    expect([...new Set(found.map((d) => d.code))].sort()).toEqual([
      'JOURNEY_ERR_UNKNOWN_TRANSITION_TARGET',
      'JOURNEY_ERR_UNREACHABLE_STEP',
      'JOURNEY_ERR_UNRESOLVED_REF',
    ]);
    expect(found.filter((d) => d.code === 'JOURNEY_ERR_UNREACHABLE_STEP').map((d) => d.message)).toContainEqual(expect.stringContaining('"PersonalInfo"'));
  });

  it('reports duplicate routes and message keys missing from the catalogue', async () => {
    const found = await brokenCopy((t) =>
      t.replace('"route": "application/funding_needs"', '"route": "application/basic_info"').replace('"loanAmountMin"', '"loanAmountTooSmall"'),
    );
    expect(found.map((d) => d.code).sort()).toEqual(['JOURNEY_ERR_DUPLICATE_ROUTE', 'JOURNEY_ERR_MISSING_MESSAGE']);
    expect(found.find((d) => d.code === 'JOURNEY_ERR_MISSING_MESSAGE')?.message).toContain('loanAmountTooSmall');
  });

  it('reports a uiSchema text naming a message key the catalogue lacks, at its line', async () => {
    const found = await brokenCopy((t) => t.replace('"message": "ownersLimitReached"', '"message": "ownersLimitReachd"'));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ code: 'JOURNEY_ERR_MISSING_MESSAGE', line: found.lineOf('"limitNote"') });
    expect(found[0].message).toContain('ownersLimitReachd');
  });

  it('reports a binding to a field the form does not have', async () => {
    const found = await brokenCopy((t) => t.replace('"hearAboutUs": "/hearAboutUs"', '"hearAboutUs": "/hearAboutUs", "heardAboutUs": "/x"'));
    expect(found.map((d) => d.code)).toEqual(['JOURNEY_ERR_BAD_BINDING']);
  });

  it('reports a postcode check naming a property its object does not have', async () => {
    const found = await brokenCopy((t) =>
      t.replace('"postcode": "postalCode",\n            "state": "state"', '"postcode": "postCode",\n            "state": "state"'),
    );
    expect(found.map((d) => [d.code, d.message])).toEqual([['JOURNEY_ERR_BAD_BINDING', 'postcodeInState names "postCode", which is not a property beside it']]);
  });

  it('reports a year and month check naming a property its object does not have', async () => {
    const found = await brokenCopy((t) => t.replace('"month": "establishedMonth"', '"month": "establishedMonht"'));
    expect(found.map((d) => [d.code, d.message, d.line])).toEqual([
      ['JOURNEY_ERR_BAD_BINDING', 'yearMonthNotInFuture names "establishedMonht", which is not a property beside it', found.lineOf('"yearMonthNotInFuture"')],
    ]);
  });
});

describe('the decision policy in journey validate', () => {
  it('reports a condition that does not compile or reads no decision fact, an unknown tier and terms that do not fit the outcome, each at its line', async () => {
    const found = await brokenCopy((t) =>
      t
        .replace('"exclusiveMaximum": 6', '"exclusiveMaximim": 6')
        .replace(/("required": \[\s*)"manualStatements"/, '$1"manualStatement"')
        .replace('"tier": "B"', '"tier": "Z"')
        .replace('"maxAmount": 50000,', '"maxAmount": 50000, "reasons": ["No."],'),
    );
    const at = (code: string) => found.filter((d) => d.code === code).map((d) => ({ line: d.line, message: d.message }));
    expect(at('JOURNEY_ERR_DECISION_CONDITION')).toEqual([
      // At the rule's "when", the line after its id.
      { line: found.lineOf('"decline-trading-time"') + 1, message: expect.stringContaining('unknown keyword: "exclusiveMaximim"') },
      { line: found.lineOf('"conditional-manual-statements"') + 1, message: expect.stringContaining('"manualStatement", which is not a decision fact') },
    ]);
    expect(at('JOURNEY_ERR_UNKNOWN_TIER')).toEqual([
      { line: found.lineOf('"tier": "Z"'), message: expect.stringContaining('tier "Z" is not a pricing tier of the product (one of A, B, C)') },
    ]);
    expect(at('JOURNEY_ERR_DECISION_TERMS')).toEqual([
      { line: found.lineOf('"reasons": ["No."]'), message: expect.stringContaining('a CONDITIONAL decision has no reasons') },
    ]);
    expect(found).toHaveLength(4);
  });

  it('refuses an outcome the lifecycle does not allow after submission, and a maximum outside the loan limits', async () => {
    // The journey's own lifecycle entry wins over the fragment's: here SUBMITTED cannot become CONDITIONAL.
    const ownLifecycle =
      '"lifecycle": {"statuses": {"SUBMITTED": {"title": "In review", "stages": ["ApplicationInReview"], "next": ["APPROVED", "DECLINED"]}}},';
    const found = await brokenCopy((t) => t.replace('"includes": [', `${ownLifecycle} "includes": [`));
    expect(found.map((d) => d.code)).toEqual(['JOURNEY_ERR_DECISION_OUTCOME_NOT_ALLOWED', 'JOURNEY_ERR_DECISION_OUTCOME_NOT_ALLOWED']);
    expect(found[0].message).toContain('the lifecycle does not move SUBMITTED to CONDITIONAL');
    const amount = await brokenCopy((t) => t.replace(/("maxAmount": )300000(,\s*"tier": "A")/, '$1350000$2'));
    expect([...amount]).toMatchObject([{ code: 'JOURNEY_ERR_DECISION_TERMS', message: expect.stringContaining('maxAmount 350000 is not a loan amount') }]);
  });

  it('refuses a field stored at a place a described section of the application does not have, and two fields stored in one place', async () => {
    const found = await brokenCopy((text) => {
      const journey = JSON.parse(text) as { steps: { id: string; form?: { bind: Record<string, string> } }[] };
      const funding = journey.steps.find((step) => step.id === 'FundingNeeds')!.form!;
      funding.bind.overdraftLimit = '/fundingNeeds/overdraftLimt';
      funding.bind.offersCollateral = '/fundingNeeds/desiredLoanAmount';
      return JSON.stringify(journey, null, 2);
    });
    const bindings = found.filter((d) => d.code === 'JOURNEY_ERR_BAD_BINDING');
    expect(bindings.map((d) => d.message)).toEqual([
      '"overdraftLimit" is stored at /fundingNeeds/overdraftLimt, but the application has no "overdraftLimt" in /fundingNeeds: nothing that reads the application would find it there',
      '"offersCollateral" (/fundingNeeds/desiredLoanAmount) and "desiredLoanAmount" (/fundingNeeds/desiredLoanAmount) are stored in one place: a save of one overwrites the other',
    ]);
    expect(bindings[0].line).toBe(found.lineOf('"overdraftLimit": "/fundingNeeds/overdraftLimt"'));
  });

  it('refuses limits that contradict each other, at the limit', async () => {
    const upsideDown = await brokenCopy((t) => t.replace('"min": 10000', '"min": 400000'));
    expect(upsideDown.find((d) => d.code === 'JOURNEY_ERR_LIMITS')).toMatchObject({
      message: 'loanAmount.min 400000 is above loanAmount.max 300000',
      line: upsideDown.lineOf('"min": 400000'),
    });
    const offStep = await brokenCopy((t) => t.replace('"max": 300000', '"max": 300500').replace('"maxTotalOwnership": 100', '"maxTotalOwnership": 40'));
    expect(offStep.filter((d) => d.code === 'JOURNEY_ERR_LIMITS').map((d) => d.message)).toEqual([
      'loanAmount.max 300500 is not reached from loanAmount.min 10000 in steps of 1000',
      'minTotalOwnership 50 is above maxTotalOwnership 40',
    ]);
  });

  it('refuses an empty message text at its line in the catalogue', async () => {
    const found = await brokenCopy((t) => t.replace('"blankBoolean": "Please select an option."', '"blankBoolean": "  "'), 'messages.en-AU.json');
    expect([...found]).toMatchObject([
      {
        code: 'JOURNEY_ERR_EMPTY_MESSAGE',
        pointer: '/blankBoolean',
        line: found.lineOf('"blankBoolean"'),
        message: 'the text of "blankBoolean" is empty: an applicant would see a blank message',
      },
    ]);
  });

  it('refuses an approval whose offer would have no amount to offer on the pricing step', async () => {
    const found = await brokenCopy((t) => t.replace('"amountStep": 1000', '"amountStep": 60000'));
    const noAmount = found.filter((d) => d.code === 'JOURNEY_ERR_NO_OFFER_AMOUNT');
    expect(noAmount.length).toBeGreaterThan(0);
    expect(noAmount[0].message).toBe(
      'rule "conditional-manual-statements" approves up to $50000, but no amount from the product\'s minimum $10000 up to it is a multiple of offers.amountStep ($60000): the offer would have nothing to offer',
    );
    expect(noAmount[0].line).toBe(found.lineOf('"maxAmount": 50000'));
    expect(noAmount.every((d) => !d.message.includes('300000'))).toBe(true);
  });
});

describe('screen props in journey validate', () => {
  it('refuses a card naming no form step, and on a confirm page one naming a step it does not edit', async () => {
    const review = await brokenCopy((t) => t.replace('"step": "AdditionalOwners"', '"step": "AdditionalOwnerz"'));
    expect([...review]).toMatchObject([
      {
        code: 'JOURNEY_ERR_UNKNOWN_TRANSITION_TARGET',
        message: '"AdditionalOwnerz" is not a form step of the journey',
        line: review.lineOf('"AdditionalOwnerz"'),
      },
    ]);
    const confirm = await brokenCopy((t) => t.replace('"step": "ConfirmOwners"', '"step": "AdditionalInfo"'), 'renewal-tl.journey.json');
    expect(confirm.map((d) => d.message)).toContainEqual(expect.stringMatching(/^"AdditionalInfo" is not one of the steps this screen edits \(/));
  });

  it("reports a screen's props of the wrong shape at their line: a misspelt key, a missing text, an unknown action", async () => {
    const inJourney = await brokenCopy((t) => t.replace('"faqHref": "/bank_data_faq"', '"faqHrf": "/bank_data_faq"'));
    expect(inJourney.map((d) => d.message)).toEqual(expect.arrayContaining(['unknown property "faqHrf"', 'missing property "faqHref"']));
    const found = await brokenCopy(
      (t) =>
        t
          // The upload limit is the server's (settings.json), no longer a screen's prop.
          .replace('"screen": "conditionalOffer"', '"screen": "conditionalOffer", "screenProps": { "maxFileMb": 25 }')
          .replace('"nextSteps": [', '"nextStep": [')
          .replace(
            '"action": "backToHome" }]\n      }\n    },\n    {\n      "id": "InVerify"',
            '"action": "goHome" }]\n      }\n    },\n    {\n      "id": "InVerify"',
          ),
      'fragments/after-submission.fragment.json',
    );
    expect(found.every((d) => d.code === 'JOURNEY_ERR_SCHEMA')).toBe(true);
    expect(found.map((d) => d.message)).toEqual(
      expect.arrayContaining(['unknown property "maxFileMb"', 'unknown property "nextStep"', 'missing property "nextSteps"']),
    );
    expect(found.find((d) => d.message === 'unknown property "maxFileMb"')?.line).toBe(found.lineOf('"maxFileMb"'));
    expect(found.some((d) => d.pointer.endsWith('/screenProps/actions/0/action'))).toBe(true);
  });
});

describe('rule records in journey validate', () => {
  it('reports a record whose jsonPath matches no field, and accepts the release records', async () => {
    const { checkRuleRecords } = await import('../../src/server/journeys/validate/check-rule-records');
    const { assembleFolder } = await import('../../src/server/journeys/read-journeys');
    const tl = assembleFolder(await readJourneyFolder('journeys', 'schemas')).find((j) => j.product === 'tl')!;
    const release = JSON.parse(await readFile('journeys/rules/tl.rules.json', 'utf8'));
    expect(checkRuleRecords(tl, release, 'tl.rules.json')).toEqual([]);
    const typo = [{ jsonPath: '$.owners[*].firstNmae', rules: [{ ruleType: { validationRuleType: 'blank' } }] }];
    expect(checkRuleRecords(tl, typo, 'tl.rules.json')).toMatchObject([{ code: 'JOURNEY_ERR_UNKNOWN_RULE_PATH', pointer: '/0/jsonPath' }]);
    const group = [{ jsonPath: '$.coOwners[2].percentOwnership', rules: [{ ruleType: { validationRuleType: 'blank' } }] }];
    expect(checkRuleRecords(tl, group, 'tl.rules.json')).toEqual([]);
  });

  it('reports a parameter naming a limit the journey lacks, where it is', async () => {
    const { checkRuleRecords } = await import('../../src/server/journeys/validate/check-rule-records');
    const { assembleFolder } = await import('../../src/server/journeys/read-journeys');
    const tl = assembleFolder(await readJourneyFolder('journeys', 'schemas')).find((j) => j.product === 'tl')!;
    const rule = (parameter: string) => ({ ruleType: { validationRuleType: 'moreThanOrEqual' }, ruleParameters: [{ parameter }] });
    const records = [
      {
        jsonPath: '$.coOwners[*].percentOwnership',
        rules: [rule('#/limits/minAddedOwnerShare'), rule('#/limits/minAddedOwnerShre'), rule('#/limits/loanAmount')],
      },
    ];
    expect(checkRuleRecords(tl, records, 'tl.rules.json')).toMatchObject([
      { code: 'JOURNEY_ERR_UNKNOWN_LIMIT', pointer: '/0/rules/1/ruleParameters/0/parameter', message: expect.stringContaining('"#/limits/minAddedOwnerShre"') },
      // An object of limits is not a number.
      { code: 'JOURNEY_ERR_UNKNOWN_LIMIT', pointer: '/0/rules/2/ruleParameters/0/parameter' },
    ]);
  });
});
