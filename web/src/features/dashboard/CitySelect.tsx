import { Select } from 'antd';
import { useId } from 'react';
import { CITY_OPTIONS, type City } from '../../config/cities';

/** The dashboard's city selector, labelled 'City'. */
export function CitySelect({ value, onChange }: { value: City; onChange: (city: City) => void }) {
  const id = useId();
  return (
    <div className="dashboard-city">
      <label htmlFor={id}>City</label>
      <Select<City> id={id} value={value} onChange={onChange} options={CITY_OPTIONS} style={{ width: 180 }} />
    </div>
  );
}
