/** A React error boundary whose fallback gets the error: the error page's own safety net. */
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface SafeBoundaryProps {
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

export class SafeBoundary extends Component<SafeBoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The error page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
