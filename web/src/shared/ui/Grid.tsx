import type { CSSProperties, ReactNode } from 'react';
import './grid.css';

// A 24-column responsive grid with the part of antd's Row and Col API the app uses
// (gutter; span, xs, sm, md, lg, xl), laid out by grid.css. antd's own grid cost every
// page that used it 87 kB of CSS (a class for each span, offset, push and order at every
// breakpoint), and each antd Row re-rendered right after hydration to read the
// breakpoints in JavaScript (useBreakpoint), part of the longest task after first paint.

type Span = number;

/** Columns side by side, wrapping; `gutter` is [horizontal, vertical] in px. */
export function Row({ gutter = [0, 0], children }: { gutter?: [number, number]; children: ReactNode }) {
  const style = { '--gi-gutter-x': `${gutter[0]}px`, '--gi-gutter-y': `${gutter[1]}px` } as CSSProperties;
  return (
    <div className="gi-row" style={style}>
      {children}
    </div>
  );
}

export interface ColProps {
  /** Columns of 24 at every width, unless a breakpoint says otherwise. */
  span?: Span;
  xs?: Span;
  sm?: Span;
  md?: Span;
  lg?: Span;
  xl?: Span;
  children?: ReactNode;
}

export function Col({ span, xs, sm, md, lg, xl, children }: ColProps) {
  const spans = { span, xs, sm, md, lg, xl };
  const style = Object.fromEntries(Object.entries(spans).filter(([, value]) => value !== undefined).map(([name, value]) => [`--gi-col-${name}`, value])) as CSSProperties;
  return (
    <div className="gi-col" style={style}>
      {children}
    </div>
  );
}
