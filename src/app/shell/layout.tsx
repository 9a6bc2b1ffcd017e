/**
 * The page frame: header, the step's progress, the page with the sidebar beside it (below it on
 * phones), footer.
 */
import { Box, Container, Flex, Grid } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import type { JourneyStep } from '../../engine/journey/journey.types';
import { Loading } from '../routes/loading';
import { Footer } from './footer';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { StepProgress } from './step-progress';
import { useShellApplication } from './use-shell-application';

export interface LayoutProps {
  cj?: CompiledJourney;
  step?: JourneyStep;
  showSignIn?: boolean;
  children: ReactNode;
}

export function Layout({ cj, step, showSignIn = false, children }: LayoutProps) {
  const shell = useShellApplication(cj);
  return (
    <Flex direction="column" minH="100vh">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header showSignIn={showSignIn} shell={shell} />
      <Container maxW="6xl" py={{ base: '4', md: '10' }} px={{ base: '3', md: '6' }} flex="1">
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 18rem' }} gap={{ base: '6', lg: '8' }} alignItems="start">
          <Box as="main" id="main" tabIndex={-1} bg="white" borderRadius="lg" borderWidth="1px" p={{ base: '4', md: '8' }} minW="0" outline="none">
            {step?.progress && <StepProgress cj={shell.cj} step={step} document={shell.document} application={shell.application} />}
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </Box>
          <Sidebar contacts={shell.contacts} />
        </Grid>
      </Container>
      <Footer contacts={shell.contacts} />
    </Flex>
  );
}
