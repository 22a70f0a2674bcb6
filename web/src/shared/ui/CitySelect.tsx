import type { CSSProperties } from 'react';
import { Select } from 'antd';
import { CITY_OPTIONS } from '../../config/cities';

// The one city selector (dashboard, listings, compare): options come from the
// shared city list (spec section 2); the label is the accessible name.

export interface CitySelectProps {
  value: string;
  onChange: (city: string) => void;
  label: string;
  /** Replaces the shared city list, e.g. to hide cities chosen in another compare slot. */
  options?: { value: string; label: string }[];
  style?: CSSProperties;
}

export function CitySelect({ value, onChange, label, options = CITY_OPTIONS, style }: CitySelectProps) {
  return <Select aria-label={label} value={value} onChange={onChange} options={options} style={{ minWidth: 160, ...style }} />;
}
