import { readDecimal } from '../shared/decimal-text';
import { localizedNumber } from './localized-number';
import { formatDecimal, planDecimal } from './number-format';
import { parseDecimalArgs } from './number-spec';

/** `{n|decimal style:percent maxFrac:1}`: a localized number; '' when the value is not one. */
export const decimal = localizedNumber((args) => planDecimal(parseDecimalArgs(args)), readDecimal, formatDecimal);
