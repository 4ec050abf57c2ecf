import {
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import type { Analytics } from './owner-api';
import { shownDay } from './performance-wording';
import { dailySeries } from './analytics-wording';

// only what a line chart with a legend and tooltips needs, so the rest of chart.js is left out of the bundle
Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Tooltip, Legend);

const colours = ['#1f2933', '#0a7d43', '#a35f00'];

/** Visits, unique visitors and page views per day of the range; the caller destroys it before drawing anew. */
export function drawDailyChart(context: CanvasRenderingContext2D, daily: Analytics['daily']): Chart<'line'> {
  return new Chart(context, {
    type: 'line',
    data: {
      labels: daily.map(({ date }) => shownDay(date, true)),
      datasets: dailySeries.map(({ key, label }, index) => ({
        label,
        data: daily.map((day) => day[key]),
        borderColor: colours[index],
        backgroundColor: colours[index],
        pointRadius: 2,
      })),
    },
    options: {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      scales: { y: { min: 0, ticks: { precision: 0 } } },
    },
  });
}
