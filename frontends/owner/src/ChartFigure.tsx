import type { ReactNode } from 'react';
import { useLazyChart, type DrawnChart } from './use-lazy-chart';

export interface ChartFigureProps<T> {
  data: T;
  /** Fetches chart.js and draws `data`. */
  draw: (context: CanvasRenderingContext2D, data: T) => Promise<DrawnChart>;
  className: string;
  height: string;
  /** The same numbers as a table: read by screen readers, and shown alone where no chart can be drawn. */
  table: (visibility: '' | ' visually-hidden') => ReactNode;
}

/** A chart drawn once chart.js arrives, over a table of the same numbers (see useLazyChart). */
export function ChartFigure<T>({ data, draw, className, height, table }: ChartFigureProps<T>) {
  const { canvas, tableOnly } = useLazyChart(data, draw);
  return (
    <div className={className}>
      {tableOnly ? null : (
        <div style={{ position: 'relative', height }}>
          <canvas ref={canvas} aria-hidden="true" />
        </div>
      )}
      {table(tableOnly ? '' : ' visually-hidden')}
    </div>
  );
}
