import { useEffect, useRef, useState } from 'react';

/** A drawn chart, destroyed before the next drawing or when the screen goes. */
export interface DrawnChart {
  destroy(): void;
}

/**
 * Draws a chart into the returned canvas once chart.js has been fetched (`draw` imports it), again
 * whenever `data` changes. Without a 2D canvas (an old browser, jsdom) or when the chart's code
 * cannot be fetched, `tableOnly` turns true: the screen shows its table of the same numbers alone.
 */
export function useLazyChart<T>(
  data: T,
  draw: (context: CanvasRenderingContext2D, data: T) => Promise<DrawnChart>,
): { canvas: React.RefObject<HTMLCanvasElement | null>; tableOnly: boolean } {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [tableOnly, setTableOnly] = useState(false);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) {
      setTableOnly(true);
      return;
    }
    let current = true;
    let chart: DrawnChart | undefined;
    draw(context, data).then(
      (drawn) => {
        if (current) chart = drawn;
        else drawn.destroy();
      },
      () => {
        if (current) setTableOnly(true);
      },
    );
    return () => {
      current = false;
      chart?.destroy();
    };
  }, [data, draw]);

  return { canvas, tableOnly };
}
