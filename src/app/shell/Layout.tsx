/** The page frame: header, the step's progress, the page, footer. */
import { Box, Container, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { JourneyStep } from '../../engine/journey/journey.types';
import { Footer } from './Footer';
import { Header } from './Header';
import { StepProgress } from './StepProgress';

export function Layout({ step, showSignIn = false, children }: { step?: JourneyStep; showSignIn?: boolean; children: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header showSignIn={showSignIn} />
      <Container as="main" id="main" maxW="3xl" py={{ base: '6', md: '10' }} flex="1">
        <Box bg="white" borderRadius="lg" borderWidth="1px" p={{ base: '4', md: '8' }}>
          {step?.progress && <StepProgress progress={step.progress} />}
          {children}
        </Box>
      </Container>
      <Footer />
    </Flex>
  );
}
