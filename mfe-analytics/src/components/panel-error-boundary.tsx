import { Alert, Button, Text } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface PanelErrorBoundaryProps {
  title: string;
  /** Also asked for on Retry, e.g. to fetch the panel's numbers again. */
  onRetry?: () => void;
  children: ReactNode;
}

/** Keeps a panel that fails to draw inside its own card: the other panels and the filters stay usable. */
export class PanelErrorBoundary extends Component<PanelErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The '${this.props.title}' panel failed to draw.`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert color="red" title="Something went wrong" role="alert">
        <Text size="sm">This panel could not be shown.</Text>
        <Button mt="sm" variant="light" color="red" onClick={this.retry}>
          Retry
        </Button>
      </Alert>
    );
  }
}
