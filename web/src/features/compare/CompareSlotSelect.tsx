import { CloseOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { CITY_OPTIONS } from '../../config/cities';
import styles from './compare.module.css';

// A compare slot can be empty, which the shared CitySelect (always holding a city)
// does not offer; this one adds the placeholder, the hidden cities and a clear button.

interface CompareSlotSelectProps {
  /** 1-based slot number. */
  slot: number;
  /** The chosen city, '' when empty. */
  value: string;
  /** Cities chosen in the other slots: hidden here. */
  taken: string[];
  onChange: (city: string) => void;
}

export function CompareSlotSelect({ slot, value, taken, onChange }: CompareSlotSelectProps) {
  const id = `compare-city-${slot}`;
  const label = `Select City ${slot}`;
  return (
    <div className={styles.slot}>
      <label htmlFor={id} className={styles.slotLabel}>
        {label}
      </label>
      <div className={styles.slotControl}>
        <Select
          id={id}
          aria-label={label}
          placeholder="Choose a city"
          value={value || undefined}
          onChange={(city: string) => onChange(city)}
          options={CITY_OPTIONS.filter((option) => !taken.includes(option.value))}
          className={styles.slotSelect}
        />
        {value ? <Button icon={<CloseOutlined />} aria-label={`Clear City ${slot}`} onClick={() => onChange('')} /> : null}
      </div>
    </div>
  );
}
