import {
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type Plugin,
} from 'chart.js';
import type { Threshold } from '@storefront/performance-rules';
import type { P75Series } from './p75-series';
import { shownDay, shownValue } from './performance-wording';

// only what a line chart with tooltips needs, so the rest of chart.js is left out of the bundle
Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Tooltip);

const bandColours = {
  good: 'rgba(10, 125, 67, 0.14)',
  needsImprovement: 'rgba(163, 95, 0, 0.14)',
  poor: 'rgba(198, 40, 40, 0.14)',
};

/** Paints good / needs improvement / poor behind the grid and the line, from the answer's thresholds. */
function thresholdBands(threshold: Threshold): Plugin<'line'> {
  return {
    id: 'thresholdBands',
    beforeDraw(chart) {
      const { ctx, chartArea, scales } = chart;
      const y = scales.y;
      if (!y) return;
      const band = (low: number, high: number, colour: string) => {
        const top = Math.max(y.getPixelForValue(high), chartArea.top);
        const bottom = Math.min(y.getPixelForValue(low), chartArea.bottom);
        if (bottom <= top) return;
        ctx.save();
        ctx.fillStyle = colour;
        ctx.fillRect(chartArea.left, top, chartArea.right - chartArea.left, bottom - top);
        ctx.restore();
      };
      band(y.min, threshold.good, bandColours.good);
      band(threshold.good, threshold.poor, bandColours.needsImprovement);
      band(threshold.poor, y.max, bandColours.poor);
    },
  };
}

/** Draws one metric's p75 over the days of the range; the caller destroys it before drawing anew. */
export function drawP75Chart(context: CanvasRenderingContext2D, series: P75Series): Chart<'line'> {
  const values = series.days.map(({ p75 }) => p75);
  const highest = Math.max(0, ...values.filter((value): value is number => value !== null));
  // the poor band shows even when every day is good, so the line reads against all three
  const top = Math.max(highest * 1.1, (series.threshold?.poor ?? 0) * 1.25);
  return new Chart(context, {
    type: 'line',
    data: {
      labels: series.days.map(({ day }) => shownDay(day, true)),
      datasets: [
        {
          label: 'p75',
          data: values,
          borderColor: '#1f2933',
          backgroundColor: '#1f2933',
          pointRadius: 3,
          spanGaps: false,
        },
      ],
    },
    options: {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      scales: {
        y: {
          min: 0,
          suggestedMax: top > 0 ? top : undefined,
          ticks: { callback: (value) => shownValue(series.metric, Number(value)) },
        },
      },
      plugins: {
        tooltip: {
          callbacks: { label: (item) => `p75 ${shownValue(series.metric, Number(item.raw))}` },
        },
      },
    },
    plugins: series.threshold ? [thresholdBands(series.threshold)] : [],
  });
}
