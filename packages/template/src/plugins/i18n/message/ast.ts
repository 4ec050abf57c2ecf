import type { IntervalSpec } from '../datetime-interval';
import type { DateTimeSpec } from '../datetime-spec';
import type { DecimalPlan, MoneyPlan } from '../number-format';

/**
 * A parsed message: text runs and placeholders. Arguments are referred to by position ({0}) or
 * by name ({name}).
 */
export type ArgRef = number | string;

export type MessageNode =
  | string
  | { readonly kind: 'arg'; readonly ref: ArgRef }
  /** `#` inside a plural branch: the plural's number */
  | { readonly kind: 'pound' }
  | {
      readonly kind: 'plural';
      readonly ref: ArgRef;
      readonly ordinal: boolean;
      readonly offset: number;
      /** "=N" branches, by numeric value */
      readonly exact: ReadonlyMap<number, Message>;
      /** category branches (zero, one, two, few, many, other) */
      readonly categories: ReadonlyMap<string, Message>;
    }
  | { readonly kind: 'select'; readonly ref: ArgRef; readonly branches: ReadonlyMap<string, Message> }
  | { readonly kind: 'decimal'; readonly ref: ArgRef; readonly plan: DecimalPlan }
  | { readonly kind: 'money'; readonly ref: ArgRef; readonly plan: MoneyPlan }
  | { readonly kind: 'datetime'; readonly ref: ArgRef; readonly spec: DateTimeSpec }
  | { readonly kind: 'interval'; readonly refs: readonly ArgRef[]; readonly spec: IntervalSpec }
  /** a placeholder that prints nothing (unknown formatter, malformed plural) */
  | { readonly kind: 'empty' };

export type Message = readonly MessageNode[];
