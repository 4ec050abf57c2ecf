import { useId } from 'react';
import type { DeviceFilter, VitalsQuery } from './owner-api';
import { deviceLabels, pageTypeLabels } from './performance-wording';

export interface VitalsFiltersProps {
  /** The days shown in the inputs: the asked ones, else the ones the gateway chose. */
  from: string;
  to: string;
  pageType: string;
  device: VitalsQuery['device'];
  /** A start after the end is not asked for; this says why. */
  rangeProblem: string;
  onRange: (from: string, to: string) => void;
  onPageType: (pageType: string) => void;
  onDevice: (device: VitalsQuery['device']) => void;
}

const devices = Object.keys(deviceLabels) as DeviceFilter[];

/** The date range and the filters of the web-vitals page; every change reads the summary again. */
export function VitalsFilters(props: VitalsFiltersProps) {
  const { from, to, pageType, device, rangeProblem, onRange, onPageType, onDevice } = props;
  const key = useId();
  const problemId = `${key}-range-problem`;
  const described = rangeProblem ? problemId : undefined;
  return (
    <form className="vitals-filters" aria-label="Range and filters" onSubmit={(event) => event.preventDefault()}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'end' }}>
        <label>
          From
          <br />
          <input
            type="date"
            value={from}
            max={to || undefined}
            aria-invalid={rangeProblem ? true : undefined}
            aria-describedby={described}
            onChange={(event) => onRange(event.target.value, to)}
          />
        </label>
        <label>
          To
          <br />
          <input
            type="date"
            value={to}
            min={from || undefined}
            aria-invalid={rangeProblem ? true : undefined}
            aria-describedby={described}
            onChange={(event) => onRange(from, event.target.value)}
          />
        </label>
        <label>
          Device
          <br />
          <select value={device} onChange={(event) => onDevice(event.target.value as VitalsQuery['device'])}>
            <option value="">All devices</option>
            {devices.map((name) => (
              <option key={name} value={name}>
                {deviceLabels[name]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Page type
          <br />
          <select value={pageType} onChange={(event) => onPageType(event.target.value)}>
            <option value="">All page types</option>
            {Object.entries(pageTypeLabels).map(([name, label]) => (
              <option key={name} value={name}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p id={problemId} className="field-error" role="alert">
        {rangeProblem}
      </p>
    </form>
  );
}
