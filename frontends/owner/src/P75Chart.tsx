import { useEffect, useRef, useState } from 'react';
import type { P75Series } from './p75-series';
import { metricWording, shownDay, shownValue } from './performance-wording';

/**
 * A metric's p75 over time: a chart.js line over the threshold bands, and the same numbers as a
 * table for screen readers. Without a 2D canvas (an old browser, jsdom) or when the chart's code
 * cannot be fetched, the table is shown alone; chart.js is fetched only once a canvas can draw.
 */
export function P75Chart({ series }: { series: P75Series }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [tableOnly, setTableOnly] = useState(false);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) {
      setTableOnly(true);
      return;
    }
    let current = true;
    let chart: { destroy(): void } | undefined;
    import(/* webpackChunkName: "p75-chart" */ './p75-chart-drawing').then(
      ({ drawP75Chart }) => {
        if (current) chart = drawP75Chart(context, series);
      },
      () => {
        if (current) setTableOnly(true);
      },
    );
    return () => {
      current = false;
      chart?.destroy();
    };
  }, [series]);

  const { short } = metricWording[series.metric];
  return (
    <div className="vitals-chart">
      {tableOnly ? null : (
        <div style={{ position: 'relative', height: '12rem' }}>
          <canvas ref={canvas} aria-hidden="true" />
        </div>
      )}
      <table className={tableOnly ? 'vitals-chart-table' : 'vitals-chart-table visually-hidden'}>
        <caption>{short} p75 by day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">p75</th>
            <th scope="col">Records</th>
          </tr>
        </thead>
        <tbody>
          {series.days.map(({ day, p75, count }) => (
            <tr key={day}>
              <th scope="row">{shownDay(day)}</th>
              <td>{p75 === null ? 'No data' : shownValue(series.metric, p75)}</td>
              <td>{count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
