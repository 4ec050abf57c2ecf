import type { Context } from '../../../exec/context';
import { isJsonObject, scalarText } from '../../../exec/values';
import { DecimalText, decimalToString, subtractInteger, toNumber } from '../../shared/decimal-text';
import { pluralRules } from '../../shared/intl-cache';
import { amountText, lenientDecimal, readMoney } from '../amounts';
import { localizedDateTime } from '../datetime';
import { localizedInterval } from '../datetime-interval';
import { formatDecimal, formatMoney } from '../number-format';
import type { ArgRef, Message, MessageNode } from './ast';

/** Argument values by position, and by name for arguments given as name=path. */
export interface MessageArgs {
  readonly positional: readonly unknown[];
  readonly named: ReadonlyMap<string, unknown> | null;
}

export function renderMessage(ctx: Context, locale: string, message: Message, args: MessageArgs): string {
  return render(ctx, locale, message, args, undefined);
}

/** `pound` is what `#` prints: the number of the innermost plural. */
function render(ctx: Context, locale: string, message: Message, args: MessageArgs, pound: string | undefined): string {
  let out = '';
  for (const node of message) out += typeof node === 'string' ? node : renderNode(ctx, locale, node, args, pound);
  return out;
}

/**
 * An argument the message refers to but the caller does not pass at all (as opposed to one
 * passed with a missing value, which reads as 0): its plural number is NaN, and formatted
 * arguments print nothing.
 */
const ABSENT = Symbol('absent argument');

function resolve(args: MessageArgs, ref: ArgRef): unknown {
  if (typeof ref === 'number') return ref < args.positional.length ? args.positional[ref] : ABSENT;
  return args.named !== null && args.named.has(ref) ? args.named.get(ref) : ABSENT;
}

function renderNode(
  ctx: Context,
  locale: string,
  node: Exclude<MessageNode, string>,
  args: MessageArgs,
  pound: string | undefined,
): string {
  switch (node.kind) {
    case 'arg':
      return valueText(resolve(args, node.ref));
    case 'pound':
      return pound === undefined ? '#' : pound;
    case 'plural': {
      const arg = resolve(args, node.ref);
      if (arg === ABSENT) {
        const other = node.categories.get('other');
        return other === undefined ? '' : render(ctx, locale, other, args, 'NaN');
      }
      const value = lenientDecimal(arg);
      const shown = node.offset === 0 ? value : subtractInteger(value, node.offset);
      const exact = node.exact.get(toNumber(value));
      if (exact !== undefined) return render(ctx, locale, exact, args, decimalToString(shown));
      const category = pluralCategory(locale, node.ordinal, shown);
      const branch = node.categories.get(category) ?? node.categories.get('other');
      return branch === undefined ? '' : render(ctx, locale, branch, args, decimalToString(shown));
    }
    case 'select': {
      const key = scalarText(resolve(args, node.ref));
      const branch = node.branches.get(key) ?? node.branches.get('other');
      return branch === undefined ? '' : render(ctx, locale, branch, args, pound);
    }
    case 'decimal': {
      const arg = resolve(args, node.ref);
      return arg === ABSENT ? '' : formatDecimal(node.plan, locale, lenientDecimal(arg));
    }
    case 'money': {
      const m = readMoney(resolve(args, node.ref));
      return m === undefined ? '' : formatMoney(node.plan, locale, m.amount, m.currency);
    }
    case 'datetime': {
      const arg = resolve(args, node.ref);
      return arg === ABSENT ? '' : localizedDateTime(ctx, node.spec, arg);
    }
    case 'interval': {
      // both ends must be given; each reads as a number, anything else counting as 0
      if (node.refs.length < 2) return '';
      const start = resolve(args, node.refs[0]);
      const end = resolve(args, node.refs[1]);
      if (start === undefined || end === undefined || start === ABSENT || end === ABSENT) return '';
      return localizedInterval(ctx, node.spec, toNumber(lenientDecimal(start)), toNumber(lenientDecimal(end)));
    }
    case 'empty':
      return '';
  }
}

/** Plural rules see the visible fraction digits: "1" is one, "1.0" is other in English. */
function pluralCategory(locale: string, ordinal: boolean, value: DecimalText): string {
  const scale = Math.min(value.scale, 20);
  const type = ordinal ? 'ordinal' : 'cardinal';
  const rules = pluralRules(locale, type + scale, () => ({
    type,
    minimumFractionDigits: scale,
    maximumFractionDigits: scale,
  }));
  return rules.select(toNumber(value));
}

/** What `{0}` prints: text and numbers as they are, a money object's amount, else nothing. */
function valueText(value: unknown): string {
  return isJsonObject(value) ? (amountText(value) ?? '') : scalarText(value);
}
