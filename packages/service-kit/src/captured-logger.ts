import { Writable } from 'node:stream';
import { createLogger, type Logger } from './logger';

/** A logger whose lines a test reads back as objects, from `lines` or by handing on `destination`. */
export function capturedLogger(): { lines: Record<string, unknown>[]; destination: Writable; logger: Logger } {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { lines, destination, logger: createLogger({ service: 'test', level: 'debug', destination }) };
}
