/**
 * The top-level error boundary: a failure outside the router's own error handling (providers,
 * the router itself) shows the error banner instead of a blank page.
 */
import { Box } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorBanner } from './error-banner';

export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
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
