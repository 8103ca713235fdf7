import { clsx } from 'clsx';
import { SelectField, TextField } from './fields.tsx';

/** One drop-down filter of a list: the value '' is the option that filters nothing. */
interface ListFilter {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A list's search box and its drop-down filters, side by side above the list (one or two filters). */
export function ListFilters({
  searchLabel,
  search,
  onSearch,
  filters,
}: {
  searchLabel: string;
  search: string;
  onSearch: (search: string) => void;
  filters: readonly ListFilter[];
}) {
  return (
    <div className={clsx('mb-4 grid gap-3', filters.length > 1 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
      <TextField label={searchLabel} type="search" value={search} onChange={(event) => onSearch(event.target.value)} />
      {filters.map((filter) => (
        <SelectField
          key={filter.label}
          label={filter.label}
          value={filter.value}
          onChange={(event) => filter.onChange(event.target.value)}
          options={filter.options}
        />
      ))}
    </div>
  );
}
