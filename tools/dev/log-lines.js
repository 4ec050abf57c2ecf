'use strict';

const COLOURS = [36, 35, 33, 32, 34, 31, 96, 95, 93, 92];
const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
const LEVEL_COLOURS = { trace: 90, debug: 90, info: 32, warn: 33, error: 31, fatal: 31 };
// Shown by the tag or the clock already, or the same on every line of a process.
const HIDDEN_FIELDS = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'service', 'v', 'err']);

function paint(text, code, colour) {
  return colour ? `\u001b[${code}m${text}\u001b[0m` : text;
}

function clock(time) {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return '--:--:--';
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}

/**
 * A pino JSON line as `HH:MM:SS level msg {other fields}` plus the error stack, or undefined when
 * the line is not pino JSON (those are shown as they came).
 */
function prettyPino(line, colour = false) {
  if (!line.startsWith('{')) return undefined;
  let record;
  try {
    record = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (record === null || typeof record !== 'object' || !('level' in record) || !('msg' in record || 'err' in record))
    return undefined;
  const level =
    typeof record.level === 'number' ? (LEVELS[record.level] ?? String(record.level)) : String(record.level);
  const rest = {};
  for (const [key, value] of Object.entries(record)) if (!HIDDEN_FIELDS.has(key)) rest[key] = value;
  let text = `${clock(record.time ?? Date.now())} ${paint(level.padEnd(5), LEVEL_COLOURS[level] ?? 0, colour)} ${record.msg ?? ''}`;
  if (Object.keys(rest).length > 0) text += ` ${JSON.stringify(rest)}`;
  const err = record.err;
  if (err && typeof err === 'object') text += `\n${err.stack ?? `${err.type ?? 'Error'}: ${err.message ?? ''}`}`;
  return text;
}

/** `name` padded to the longest name, in its own colour on a terminal: `[catalog]`, `[gateway]`. */
function makeTag(name, { width = name.length, index = 0, colour = false } = {}) {
  return paint(`[${name}]`.padEnd(width + 2), COLOURS[index % COLOURS.length], colour);
}

/** Formats one output line of a process; multi-line results get the tag on every line. */
function formatLine(tag, line, { pretty = true, colour = false } = {}) {
  const text = (pretty && prettyPino(line, colour)) || line;
  return text
    .split('\n')
    .map((part) => `${tag} ${part}`)
    .join('\n');
}

/** Calls onLine for each complete line of a stream, and for the unterminated rest when it ends. */
function forEachLine(stream, onLine) {
  let buffered = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buffered += chunk;
    let newline;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      onLine(buffered.slice(0, newline).replace(/\r$/, ''));
      buffered = buffered.slice(newline + 1);
    }
  });
  stream.on('end', () => {
    if (buffered.length > 0) onLine(buffered);
    buffered = '';
  });
}

module.exports = { prettyPino, makeTag, formatLine, forEachLine };
