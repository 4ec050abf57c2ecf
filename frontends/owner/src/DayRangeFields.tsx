import { useId, type ReactNode } from 'react';

export interface DayRangeFieldsProps {
  from: string;
  to: string;
  /** A start after the end is not asked for; this says why. */
  rangeProblem: string;
  onRange: (from: string, to: string) => void;
  /** The page's other filters, in the same row. */
  children?: ReactNode;
}

interface DateFieldProps {
  label: string;
  value: string;
  min?: string;
  max?: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (value: string) => void;
}

function DateField({ label, value, min, max, invalid, describedBy, onChange }: DateFieldProps) {
  return (
    <label>
      {label}
      <br />
      <input
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/** The labelled From and To dates of an owner page's range, its other filters, and why a typed range is refused. */
export function DayRangeFields({ from, to, rangeProblem, onRange, children }: DayRangeFieldsProps) {
  const problemId = `${useId()}-range-problem`;
  const state = { invalid: rangeProblem !== '', describedBy: rangeProblem ? problemId : undefined };
  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'end' }}>
        <DateField label="From" value={from} max={to} onChange={(value) => onRange(value, to)} {...state} />
        <DateField label="To" value={to} min={from} onChange={(value) => onRange(from, value)} {...state} />
        {children}
      </div>
      <p id={problemId} className="field-error" role="alert">
        {rangeProblem}
      </p>
    </>
  );
}
