import type { HTMLAttributes } from 'react';
import { ArrowDownOutlined, ArrowUpOutlined, FallOutlined, RiseOutlined } from '@ant-design/icons';
import { changeTone, formatChange } from '../format';
import { CHANGE_COLOR } from './changeColors';

const ICONS = {
  arrow: { up: ArrowUpOutlined, down: ArrowDownOutlined },
  trend: { up: RiseOutlined, down: FallOutlined },
} as const;

interface ChangeValueProps extends HTMLAttributes<HTMLSpanElement> {
  /** A change in percent. */
  value: number;
  /** Arrows (the spec's market overview cards) or rise/fall trend lines. */
  icon?: keyof typeof ICONS;
  strong?: boolean;
  'data-testid'?: string;
}

/**
 * A percentage change to 1 decimal with its sign, an up or down icon and its colour:
 * green above zero, red otherwise (spec sections 2 and 9). data-tone says which, so the
 * meaning is checkable without reading colours.
 */
export function ChangeValue({ value, icon = 'arrow', strong = false, style, ...rest }: ChangeValueProps) {
  const tone = changeTone(value);
  const Icon = ICONS[icon][tone];
  return (
    <span data-tone={tone} {...rest} style={{ color: CHANGE_COLOR[tone], fontWeight: strong ? 600 : 500, ...style }}>
      <Icon aria-hidden /> {formatChange(value)}
    </span>
  );
}
