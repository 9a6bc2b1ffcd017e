/**
 * A route that failed to render or load (a page's code that never came, a screen that threw):
 * the global error banner in the page's place, never a blank page. Going elsewhere tries again.
 */
import { Container } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBanner } from '../errors/error-banner';

interface BoundaryProps {
  children: ReactNode;
  /** Where the user is: a new place clears the failure. */
  place: string;
}

interface BoundaryState {
  failed: boolean;
  place: string;
}

class PlaceErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, place: this.props.place };

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.place === state.place ? null : { failed: false, place: props.place };
  }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed', error, info.componentStack);
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Container as="main" maxW="3xl" py="10">
        <ErrorBanner />
      </Container>
    );
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <PlaceErrorBoundary place={useLocation().key}>{children}</PlaceErrorBoundary>;
}
