/**
 * Ids, keys and tokens are printable text: a control character (NUL above all, which no database
 * text column holds) cannot name anything, so such input goes no further than the gateway.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

export function isPrintable(text: string): boolean {
  return !CONTROL_CHARACTER.test(text);
}
