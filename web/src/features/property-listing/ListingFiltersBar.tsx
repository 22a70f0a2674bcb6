import { useId } from 'react';
import { Button, Select } from 'antd';
import { formatCrore } from '../../shared/format';
import { BEDROOM_OPTIONS, BUDGET_STEPS, PROPERTY_TYPES, SORT_OPTIONS, STATUS_OPTIONS, type ListingFilters } from './listingParams';

type Change = Partial<Omit<ListingFilters, 'page' | 'city'>>;

export interface ListingFiltersBarProps {
  filters: ListingFilters;
  /** Localities of the chosen city (none without a city). */
  localities: string[];
  onChange: (change: Change) => void;
  onClear: () => void;
  clearable: boolean;
}

/** The listing's filters; each change is applied at once (and lands in the address). */
export function ListingFiltersBar({ filters, localities, onChange, onClear, clearable }: ListingFiltersBarProps) {
  const budgetOptions = (disabled: (step: number) => boolean) =>
    BUDGET_STEPS.map((step) => ({ value: step, label: formatCrore(step), disabled: disabled(step) }));
  return (
    <div className="listing-filters" role="group" aria-label="Filters">
      <FilterSelect
        label="Locality"
        showSearch
        placeholder={filters.city ? 'Any locality' : 'Choose a city first'}
        disabled={!filters.city}
        value={filters.locality}
        onChange={(locality) => onChange({ locality })}
        options={localities.map((name) => ({ value: name, label: name }))}
      />
      <FilterSelect
        label="Min budget"
        placeholder="No minimum"
        value={filters.minPrice}
        onChange={(minPrice) => onChange({ minPrice })}
        options={budgetOptions((step) => filters.maxPrice !== undefined && step > filters.maxPrice)}
      />
      <FilterSelect
        label="Max budget"
        placeholder="No maximum"
        value={filters.maxPrice}
        onChange={(maxPrice) => onChange({ maxPrice })}
        options={budgetOptions((step) => filters.minPrice !== undefined && step < filters.minPrice)}
      />
      <FilterSelect
        label="Bedrooms"
        placeholder="Any"
        value={filters.bedrooms}
        onChange={(bedrooms) => onChange({ bedrooms })}
        options={BEDROOM_OPTIONS.map((count) => ({ value: count, label: `${count} BHK` }))}
      />
      <FilterSelect label="Property type" placeholder="Any type" value={filters.type} onChange={(type) => onChange({ type })} options={PROPERTY_TYPES.map((type) => ({ value: type, label: type }))} />
      <FilterSelect label="Status" placeholder="Any" value={filters.status} onChange={(status) => onChange({ status })} options={STATUS_OPTIONS} />
      <FilterSelect label="Sort by" placeholder="Listing order" value={filters.sort} onChange={(sort) => onChange({ sort })} options={SORT_OPTIONS} />
      <Button onClick={onClear} disabled={!clearable} className="listing-filters-clear">
        Clear filters
      </Button>
    </div>
  );
}

interface FilterSelectProps<T extends string | number> {
  label: string;
  placeholder: string;
  value: T | undefined;
  /** Undefined when the filter is cleared. */
  onChange: (value: T | undefined) => void;
  options: readonly { value: T; label: string; disabled?: boolean }[];
  showSearch?: boolean;
  disabled?: boolean;
}

/** One filter: a labelled select that can be cleared. */
function FilterSelect<T extends string | number>({ label, placeholder, value, onChange, options, showSearch, disabled }: FilterSelectProps<T>) {
  const id = useId();
  return (
    <div className="listing-filter">
      <label htmlFor={id}>{label}</label>
      <Select<T>
        id={id}
        allowClear
        showSearch={showSearch}
        placeholder={placeholder}
        disabled={disabled}
        value={value}
        onChange={(next?: T) => onChange(next)}
        options={[...options]}
      />
    </div>
  );
}
