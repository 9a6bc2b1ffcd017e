/**
 * The live preview (`/_preview`, `npm run dev` only): the journeys folder's products and their
 * steps; a step opens as applicants see it, with sample data to edit (see PreviewStep). Every save
 * of a journey file updates the page in place, and the journey check's findings are listed on top
 * when the folder has any. Not part of a production build.
 */
import { Alert, Box, Grid, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Code } from '../../widgets/later/code';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import preview from 'virtual:journey-preview';
import { compileJourney } from '../../engine/journey/compile-journey';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import { nextStep } from '../../engine/graph/step-graph';
import type { PreviewData, PreviewProduct } from './preview.types';
import { PreviewStep } from './preview-step';
import { sampleDocument } from './sample-answers';

export const PREVIEW_ROOT = '/_preview';
type Document = Record<string, unknown>;

function Findings({ data }: { data: PreviewData }) {
  if (data.findings.length === 0 && !data.failure) return <Text fontSize="sm">journey validate: {data.summary}</Text>;
  const errors = data.findings.some((f) => f.error) || data.failure;
  return (
    <Alert.Root status={errors ? 'error' : 'warning'} role="alert">
      <Alert.Content>
        <Alert.Title>journey validate: {data.summary}</Alert.Title>
        <List.Root fontSize="sm" paddingStart="4">
          {data.findings.map((f) => (
            <List.Item key={`${f.file}:${f.line}:${f.column}:${f.code}:${f.message}`}>
              <Code>
                {f.file}:{f.line}:{f.column}
              </Code>{' '}
              {f.code} {f.message}
            </List.Item>
          ))}
        </List.Root>
        {data.failure && <Text fontSize="sm">The journeys could not be put together: {data.failure}</Text>}
      </Alert.Content>
    </Alert.Root>
  );
}

function StepList({ products, current }: { products: readonly PreviewProduct[]; current?: string }) {
  return (
    <Stack as="nav" aria-label="Products and steps" gap="4">
      {products.map(({ journey }) => (
        <Stack key={journey.product} gap="1">
          <Heading as="h2" size="sm">
            {journey.product}
          </Heading>
          <List.Root fontSize="sm" paddingStart="4">
            {journey.steps.map((step) => {
              const href = `${PREVIEW_ROOT}/${journey.product}/${step.id}`;
              return (
                <List.Item key={step.id}>
                  <Link asChild fontWeight={current === href ? 'bold' : undefined} aria-current={current === href ? 'page' : undefined}>
                    <RouterLink to={href}>{step.id}</RouterLink>
                  </Link>{' '}
                  <Text as="span" color="fg.muted">
                    {step.form ? 'form' : `screen ${step.screen ?? ''}`}
                  </Text>
                </List.Item>
              );
            })}
          </List.Root>
        </Stack>
      ))}
    </Stack>
  );
}

function compiled(product: PreviewProduct, catalogue: PreviewData['catalogue']): CompiledJourney | Error {
  try {
    return compileJourney(product.journey, catalogue);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

function OpenStep({ data, product, stepId }: { data: PreviewData; product: PreviewProduct; stepId: string }) {
  const cj = useMemo(() => compiled(product, data.catalogue), [product, data.catalogue]);
  const [samples, setSamples] = useState<Record<string, Document>>({});
  const navigate = useNavigate();
  // What the last Save & Continue did, shown on the step it led to.
  const [continued, setContinued] = useState<{ at: string; text: string }>();
  const step = product.journey.steps.find((s) => s.id === stepId);
  if (!step) return <Text role="alert">{`"${product.journey.product}" has no step "${stepId}" now.`}</Text>;
  if (cj instanceof Error) return <Text role="alert">{`The journey's validators do not compile: ${cj.message}`}</Text>;
  const document = samples[product.journey.product] ?? sampleDocument(product.journey);
  const setDocument = (next: Document) => setSamples((all) => ({ ...all, [product.journey.product]: next }));
  return (
    <Stack gap="4">
      {continued?.at === stepId && (
        <Alert.Root status="success">
          <Alert.Content>
            <Alert.Description>{continued.text}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <PreviewStep
        key={`${product.journey.product}/${step.id}`}
        cj={cj}
        step={step}
        records={product.records}
        explained={product.explained[step.id] ?? ''}
        document={document}
        onDocument={(next) => {
          setContinued(undefined);
          setDocument(next);
        }}
        onContinued={(next) => {
          setDocument(next);
          const to = nextStep(cj, step.id, next);
          if (!to) return setContinued({ at: step.id, text: `Save & Continue accepted the answers of ${step.id}, the journey's last step.` });
          setContinued({ at: to.id, text: `Save & Continue accepted the answers of ${step.id}; the journey went on to ${to.id}.` });
          void navigate(`${PREVIEW_ROOT}/${product.journey.product}/${to.id}`);
        }}
      />
    </Stack>
  );
}

export function PreviewPage() {
  const params = useParams();
  const [productId, stepId] = (params['*'] ?? '').split('/');
  const data = preview;
  if (!data) return <Text>The journey preview runs with the development server (npm run dev).</Text>;
  const product = data.products.find((p) => p.journey.product === productId);
  return (
    <Box padding={{ base: '3', md: '6' }}>
      <Stack gap="4">
        <Heading as="h1" size="lg">
          Journey preview
        </Heading>
        <Findings data={data} />
        <Grid templateColumns={{ base: '1fr', md: '14rem minmax(0, 1fr)' }} gap="6" alignItems="start">
          <StepList products={data.products} current={product && stepId ? `${PREVIEW_ROOT}/${productId}/${stepId}` : undefined} />
          <Box as="main" minWidth="0">
            {product && stepId ? (
              <OpenStep key={productId} data={data} product={product} stepId={stepId} />
            ) : (
              <Text>Choose a step. Saving a journey, schema, rule or message file updates this page.</Text>
            )}
          </Box>
        </Grid>
      </Stack>
    </Box>
  );
}
