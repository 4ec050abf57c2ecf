'use strict';
const { expect, test } = require('@jest/globals');
const { PassThrough } = require('node:stream');
const { forEachLine, formatLine, makeTag, prettyPino } = require('./log-lines');

const time = new Date('2026-03-04T05:06:07Z');
const clock = [time.getHours(), time.getMinutes(), time.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');

test('pretty-prints a pino line as clock, level, message and the remaining fields', () => {
  const line = JSON.stringify({
    level: 30,
    time: time.toISOString(),
    service: 'catalog',
    msg: 'listening',
    port: 50051,
  });
  expect(prettyPino(line)).toBe(`${clock} info  listening {"port":50051}`);
  const epoch = JSON.stringify({ level: 50, time: time.getTime(), pid: 1, hostname: 'h', msg: 'boom' });
  expect(prettyPino(epoch)).toBe(`${clock} error boom`);
});

test('shows the stack of a logged error on the following lines', () => {
  const line = JSON.stringify({ level: 50, time: time.getTime(), msg: 'failed', err: { stack: 'Error: x\n    at y' } });
  expect(prettyPino(line)).toBe(`${clock} error failed\nError: x\n    at y`);
});

test('leaves lines that are not pino JSON alone', () => {
  expect(prettyPino('plain text')).toBeUndefined();
  expect(prettyPino('{not json')).toBeUndefined();
  expect(prettyPino('{"a":1}')).toBeUndefined();
  expect(formatLine('[redis]', '# Server initialized')).toBe('[redis] # Server initialized');
});

test('tags every line, padded to the longest name, coloured only when asked', () => {
  expect(makeTag('redis', { width: 7 })).toBe('[redis]  ');
  expect(makeTag('gateway', { width: 7 })).toBe('[gateway]');
  const coloured = makeTag('redis', { width: 7, colour: true });
  expect(coloured.startsWith('\u001b[')).toBe(true);
  expect(coloured.endsWith('[redis]  \u001b[0m')).toBe(true);
  const line = JSON.stringify({ level: 50, time: time.getTime(), msg: 'failed', err: { stack: 'Error: x\n    at y' } });
  expect(formatLine('[gw]', line).split('\n')).toEqual([
    `[gw] ${clock} error failed`,
    '[gw] Error: x',
    '[gw]     at y',
  ]);
  expect(formatLine('[gw]', line, { pretty: false })).toBe(`[gw] ${line}`);
});

test('splits a stream into lines across chunk boundaries, keeping an unterminated last line', async () => {
  const stream = new PassThrough();
  const lines = [];
  forEachLine(stream, (line) => lines.push(line));
  stream.write('one\ntw');
  stream.write('o\r\nthr');
  stream.end('ee');
  await new Promise((resolve) => stream.on('end', resolve));
  expect(lines).toEqual(['one', 'two', 'three']);
});
