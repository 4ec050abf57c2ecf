import { dailySeries, shownCount } from './analytics-wording';
import type { Analytics } from './owner-api';
import { shownDay } from './performance-wording';
import { ChartFigure } from './ChartFigure';

const drawChart = (context: CanvasRenderingContext2D, daily: Analytics['daily']) =>
  import(/* webpackChunkName: "daily-chart" */ './daily-chart-drawing').then(({ drawDailyChart }) =>
    drawDailyChart(context, daily),
  );

/**
 * Visits, unique visitors and page views per day: a chart.js line chart, and the same numbers as a
 * table, which screen readers read and which stands alone where no chart can be drawn.
 */
export function DailyChart({ daily }: { daily: Analytics['daily'] }) {
  return (
    <ChartFigure
      data={daily}
      draw={drawChart}
      className="analytics-daily"
      height="16rem"
      table={(visibility) => (
        <table className={`analytics-daily-table${visibility}`}>
          <caption>Visits, unique visitors and page views by day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {dailySeries.map(({ key, label }) => (
                <th key={key} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.date}>
                <th scope="row">{shownDay(day.date)}</th>
                {dailySeries.map(({ key }) => (
                  <td key={key}>{shownCount(day[key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    />
  );
}
