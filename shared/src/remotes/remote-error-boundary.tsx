import { Alert, Button, Text } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Around anything loaded from another remote (a page, the asset picker): one that is down or throws
 * shows a retry, never a blank console.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A remote failed to load or render', error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert color="red" title="This section could not be loaded." role="alert">
        <Text size="sm" mb="sm">
          Check your connection and try again.
        </Text>
        <Button onClick={this.retry}>Retry</Button>
      </Alert>
    );
  }
}
