import { Component, type ReactNode } from 'react';

// A map that cannot be drawn (an old browser without what Highcharts Maps needs, a failed
// chunk) leaves its box with a line of text instead of taking the page down: the figures
// are all in the page's table or list beside it.

export class MapErrorBoundary extends Component<{ height: number; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn('The map could not be drawn', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="note" style={{ height: this.props.height, display: 'grid', placeItems: 'center', color: 'var(--ant-color-text-secondary)' }}>
        The map could not be drawn in this browser; the figures are listed on this page.
      </div>
    );
  }
}
