import { useRef } from 'react';
import { Button } from '#src/ui/Button';
import { SafeForm } from '#src/ui/SafeForm';
import { Select } from '#src/ui/Select';
import { TextField } from '#src/ui/TextField';
import { VisuallyHidden } from '#src/ui/VisuallyHidden';
import { ALL, filterControlIds, type FilterState, type FilterOptions } from './filterState';
import * as styles from './CalendarFilters.css';

type Props = {
  filters: FilterState;
  options: FilterOptions;
  onChange: (patch: Partial<FilterState>) => void;
};

/** Country and genre filters, each with its own Reset, a search by festival name, and 'Saved only'. */
export function CalendarFilters({ filters, options, onChange }: Props) {
  return (
    <SafeForm role="search" aria-label="Filter festivals" className={styles.form}>
      <FilterSelect
        id={filterControlIds.country}
        label="Country"
        allLabel="All countries"
        value={filters.country}
        values={options.countries}
        onChange={(country) => onChange({ country })}
      />
      <FilterSelect
        id={filterControlIds.genre}
        label="Genre"
        allLabel="All genres"
        value={filters.genre}
        values={options.genres}
        onChange={(genre) => onChange({ genre })}
      />
      <TextField
        id={filterControlIds.query}
        type="search"
        label="Search by name"
        placeholder="e.g. Tomorrowland"
        autoComplete="off"
        value={filters.query}
        onChange={(event) => onChange({ query: event.target.value })}
      />
      <label className={styles.check}>
        <input
          id={filterControlIds.savedOnly}
          type="checkbox"
          className={styles.checkbox}
          checked={filters.savedOnly}
          onChange={(event) => onChange({ savedOnly: event.target.checked })}
        />
        Saved only
      </label>
    </SafeForm>
  );
}

type FilterSelectProps = {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  values: string[];
  onChange: (value: string) => void;
};

function FilterSelect({ id, label, allLabel, value, values, onChange }: FilterSelectProps) {
  const select = useRef<HTMLSelectElement>(null);
  const reset = (
    <Button
      variant="secondary"
      disabled={value === ALL}
      onClick={() => {
        // Reset disables itself: hand focus to the filter it reset rather than losing it.
        select.current?.focus();
        onChange(ALL);
      }}
    >
      Reset<VisuallyHidden> {label.toLowerCase()}</VisuallyHidden>
    </Button>
  );
  return (
    <Select ref={select} id={id} label={label} action={reset} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value={ALL}>{allLabel}</option>
      {values.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </Select>
  );
}
