import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics, served as Prometheus text at GET /metrics on METRICS_PORT
 * (`metrics-server.ts`). One per process, like its telemetry: every part records into it.
 */
export const metricsRegistry = new Registry();

/**
 * Nothing is counted until the metrics server starts (METRICS_PORT unset: no server), so a
 * process nobody scrapes pays nothing beyond this test per call.
 */
let recording = false;

/** Whether a metrics server runs in this process: the parts that record metrics ask first. */
export function recordsMetrics(): boolean {
  return recording;
}

/** Called once when the metrics server starts: the process metrics, and counting from now on. */
export function startRecordingMetrics(): void {
  if (recording) return;
  recording = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/** Seconds, from a millisecond gRPC call up to the longest deadline any caller gives (30 s). */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** One combination of label values of a call metric: counts a call and its duration. */
export interface CallRecorder {
  record(seconds: number): void;
}

/**
 * `<name>_total`, a counter, and `<name>_duration_seconds`, a latency histogram, of the same
 * labels (gRPC calls by method and code, HTTP requests by route and status class). Returns the
 * lookup of a combination's recorder, made on first use and kept in nested maps (one level per
 * label): prom-client would hash a label object on every `inc`/`observe`, and this runs on every
 * request. Label values must be few (route patterns, status classes, codes), never raw input.
 */
export function callMetrics(
  name: string,
  help: string,
  labelNames: readonly string[],
): (...values: (string | number)[]) => CallRecorder {
  const count = new Counter({ name: `${name}_total`, help, labelNames, registers: [metricsRegistry] });
  const duration = new Histogram({
    name: `${name}_duration_seconds`,
    help: `${help}: how long each took`,
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [metricsRegistry],
  });
  type Level = Map<string | number, Level | CallRecorder>;
  const root: Level = new Map();
  return (...values) => {
    let level = root;
    for (let i = 0; i < values.length - 1; i += 1) {
      let next = level.get(values[i]) as Level | undefined;
      if (!next) level.set(values[i], (next = new Map()));
      level = next;
    }
    const last = values[values.length - 1];
    let recorder = level.get(last) as CallRecorder | undefined;
    if (!recorder) {
      const labels = Object.fromEntries(labelNames.map((label, i) => [label, String(values[i])]));
      const counted = count.labels(labels);
      const timed = duration.labels(labels);
      recorder = {
        record(seconds) {
          counted.inc();
          timed.observe(seconds);
        },
      };
      level.set(last, recorder);
    }
    return recorder;
  };
}
