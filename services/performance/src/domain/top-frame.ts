import { createHash } from 'node:crypto';

/** Chrome and Edge: "    at fn (https://shop/app.js:10:5)", "    at https://shop/app.js:10:5". */
const V8_FRAME = /^at\s+\S/;
/**
 * Firefox and Safari: "fn@https://shop/app.js:10:5", "@https://shop/app.js:10:5",
 * "global code@https://shop/app.js:1:1", "forEach@[native code]".
 */
const AT_SIGN_FRAME = /@(?:\S+:\d+(?::\d+)?|\[native code\])$/;

/**
 * The first line of a stack that is a frame, trimmed; '' when none is. Chrome's stack opens with
 * the message ("TypeError: x is undefined"), which is not a frame, so it is passed over.
 */
export function topFrame(stack: string): string {
  for (const line of stack.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (V8_FRAME.test(trimmed) || AT_SIGN_FRAME.test(trimmed)) return trimmed;
  }
  return '';
}

/**
 * An error group's id: the same message thrown from the same place is one group, whichever
 * visitor, page or day it came from. 128 bits of SHA-256 of both, hex.
 */
export function errorGroupId(message: string, frame: string): string {
  return createHash('sha256')
    .update(JSON.stringify([message, frame]))
    .digest('hex')
    .slice(0, 32);
}

/** What a group id looks like; anything else names no group. */
export const ERROR_GROUP_ID = /^[0-9a-f]{32}$/;
