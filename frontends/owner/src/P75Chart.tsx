import type { P75Series } from './p75-series';
import { metricWording, shownDay, shownValue } from './performance-wording';
import { ChartFigure } from './ChartFigure';

const drawChart = (context: CanvasRenderingContext2D, series: P75Series) =>
  import(/* webpackChunkName: "p75-chart" */ './p75-chart-drawing').then(({ drawP75Chart }) =>
    drawP75Chart(context, series),
  );

/**
 * A metric's p75 over time: a chart.js line over the threshold bands, and the same numbers as a
 * table for screen readers. Without a 2D canvas (an old browser, jsdom) or when the chart's code
 * cannot be fetched, the table is shown alone; chart.js is fetched only once a canvas can draw.
 */
export function P75Chart({ series }: { series: P75Series }) {
  const { short } = metricWording[series.metric];
  return (
    <ChartFigure
      data={series}
      draw={drawChart}
      className="vitals-chart"
      height="12rem"
      table={(visibility) => (
        <table className={`vitals-chart-table${visibility}`}>
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
      )}
    />
  );
}
