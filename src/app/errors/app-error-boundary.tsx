/**
 * An error boundary that shows the error banner instead of a blank page. At the top it catches a
 * failure outside the routes (providers, the router itself); around the routes it is given the
 * location as `place`, and going elsewhere clears the failure (route-error-boundary.tsx).
 */
import { Box } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorBanner } from './error-banner';

interface BoundaryProps {
  children: ReactNode;
  /** Where the user is, when a new place should try again. */
  place?: string;
}

interface BoundaryState {
  failed: boolean;
  place?: string;
}

export class AppErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, place: this.props.place };

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.place === state.place ? null : { failed: false, place: props.place };
  }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unexpected error', error, info.componentStack);
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Box as="main" maxW="3xl" mx="auto" px="4" py="10">
        <ErrorBanner />
      </Box>
    );
  }
}
