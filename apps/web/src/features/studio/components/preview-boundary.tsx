import { Component, type ReactNode } from 'react';

interface PreviewBoundaryProps {
  /** Changes when the question changes: a fixed draft gets a fresh try. */
  resetKey: string;
  fallback: ReactNode;
  children: ReactNode;
}

interface PreviewBoundaryState {
  failed: boolean;
  key: string;
}

/** An unfinished question must never take the editor down with its preview: the preview steps aside. */
export class PreviewBoundary extends Component<PreviewBoundaryProps, PreviewBoundaryState> {
  override state: PreviewBoundaryState = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromProps(props: PreviewBoundaryProps, state: PreviewBoundaryState) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
