import { useId, type ReactNode } from 'react';
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
      <Field label="Locality">
        {(id) => (
          <Select
            id={id}
            allowClear
            showSearch
            placeholder={filters.city ? 'Any locality' : 'Choose a city first'}
            disabled={!filters.city}
            value={filters.locality}
            onChange={(locality?: string) => onChange({ locality })}
            options={localities.map((name) => ({ value: name, label: name }))}
          />
        )}
      </Field>
      <Field label="Min budget">
        {(id) => (
          <Select
            id={id}
            allowClear
            placeholder="No minimum"
            value={filters.minPrice}
            onChange={(minPrice?: number) => onChange({ minPrice })}
            options={budgetOptions((step) => filters.maxPrice !== undefined && step > filters.maxPrice)}
          />
        )}
      </Field>
      <Field label="Max budget">
        {(id) => (
          <Select
            id={id}
            allowClear
            placeholder="No maximum"
            value={filters.maxPrice}
            onChange={(maxPrice?: number) => onChange({ maxPrice })}
            options={budgetOptions((step) => filters.minPrice !== undefined && step < filters.minPrice)}
          />
        )}
      </Field>
      <Field label="Bedrooms">
        {(id) => (
          <Select
            id={id}
            allowClear
            placeholder="Any"
            value={filters.bedrooms}
            onChange={(bedrooms?: number) => onChange({ bedrooms })}
            options={BEDROOM_OPTIONS.map((count) => ({ value: count, label: `${count} BHK` }))}
          />
        )}
      </Field>
      <Field label="Property type">
        {(id) => (
          <Select
            id={id}
            allowClear
            placeholder="Any type"
            value={filters.type}
            onChange={(type?: ListingFilters['type']) => onChange({ type })}
            options={PROPERTY_TYPES.map((type) => ({ value: type, label: type }))}
          />
        )}
      </Field>
      <Field label="Status">
        {(id) => (
          <Select
            id={id}
            allowClear
            placeholder="Any"
            value={filters.status}
            onChange={(status?: ListingFilters['status']) => onChange({ status })}
            options={[...STATUS_OPTIONS]}
          />
        )}
      </Field>
      <Field label="Sort by">
        {(id) => (
          <Select
            id={id}
            allowClear
            placeholder="Listing order"
            value={filters.sort}
            onChange={(sort?: ListingFilters['sort']) => onChange({ sort })}
            options={[...SORT_OPTIONS]}
          />
        )}
      </Field>
      <Button onClick={onClear} disabled={!clearable} className="listing-filters-clear">
        Clear filters
      </Button>
    </div>
  );
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="listing-filter">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}
