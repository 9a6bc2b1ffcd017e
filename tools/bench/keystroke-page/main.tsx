/**
 * The two forms the keystroke benchmark types into: the portal's Additional Owners step as the
 * web app renders it (#ours), and the stock RJSF form of the same schema (#stock).
 */
import { ChakraProvider } from '@chakra-ui/react';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { createRoot } from 'react-dom/client';
import { visibleSchema } from '../../../src/engine/binding/form-view';
import { journeyOf, loadAllJourneys, loadFormValidators } from '../../../src/app/journeys/compiled-journeys';
import { preloadWidgetsOf } from '../../../src/widgets/lazy-widgets';
import { FormStep } from '../../../src/app/steps/form-step';
import { system } from '../../../src/app/theme';
import rules from '../../../journeys/rules/tl.rules.json';
import { ownersDocument } from './owners-document';

// The journeys arrive as the browser fetches them: every one, before the tests read them.
await loadAllJourneys();

const cj = journeyOf('tl')!;
const step = cj.step('AdditionalOwners');
// As the step route does before the form shows: the step's validators and widgets are here.
await Promise.all([loadFormValidators('tl', step.id), preloadWidgetsOf(step.form?.uiSchema)]);
const root = createRoot(document.getElementById('root')!);

if (new URLSearchParams(location.search).get('form') === 'stock') {
  const schema = visibleSchema(step.form!.schema, ['/ownershipSummary']) as object;
  root.render(<Form schema={schema} validator={validator} formData={{ hasAdditionalOwners: true, coOwners: ownersDocument.coOwners }} />);
} else {
  root.render(
    <ChakraProvider value={system}>
      <FormStep cj={cj} step={step} document={ownersDocument} records={rules} onContinue={async () => undefined} />
    </ChakraProvider>,
  );
}
