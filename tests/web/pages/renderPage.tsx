import type { ReactElement } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import { renderWithProviders } from '../render';

// antd's CSS-in-JS fills document.styleSheets with thousands of rules, and jsdom's
// getComputedStyle, which role queries call for every node they name, then takes
// a tenth of a second per call: one getByRole on a news page took 20 s. Page tests
// therefore keep antd's generated styles in a detached container (via cssinjs's
// StyleProvider, the package antd itself uses). Nothing in these tests depends on
// antd's stylesheet; inline styles and the hidden attribute still apply.

export function renderPage(ui: ReactElement, options: { route?: string; path?: string } = {}) {
  return renderWithProviders(<StyleProvider container={document.createElement('div')}>{ui}</StyleProvider>, options);
}
