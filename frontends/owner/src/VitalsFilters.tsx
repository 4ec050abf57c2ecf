import type { DeviceFilter, VitalsQuery } from './owner-api';
import { DayRangeFields } from './DayRangeFields';
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
  return (
    <form className="vitals-filters" aria-label="Range and filters" onSubmit={(event) => event.preventDefault()}>
      <DayRangeFields from={from} to={to} rangeProblem={rangeProblem} onRange={onRange}>
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
      </DayRangeFields>
    </form>
  );
}
