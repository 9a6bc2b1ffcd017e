/**
 * The smallest app of the portal's stack, the first-step bench's reference: React, Chakra's
 * provider with the leanest system Chakra builds (its base configuration: tokens and conditions,
 * no component recipes) and one RJSF field whose validator is precompiled (no Ajv in the bundle).
 */
import { ChakraProvider, createSystem, defaultBaseConfig } from '@chakra-ui/react';
import Form from '@rjsf/core';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { createRoot } from 'react-dom/client';
// Written by the bench before the build (tools/bench/first-step.bench.ts).
import * as validateFns from 'minimal-page-validators';
import { MINIMAL_SCHEMA } from './minimal-schema';

const validator = createPrecompiledValidator(validateFns as never, MINIMAL_SCHEMA as never);
const system = createSystem(defaultBaseConfig);

createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={system}>
    <Form schema={MINIMAL_SCHEMA as never} validator={validator} />
  </ChakraProvider>,
);
