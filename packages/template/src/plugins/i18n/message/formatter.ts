import { scalarText } from '../../../exec/values';
import type { Formatter } from '../../../plugin';
import { localeOf } from '../../shared/locale';
import { cachedMessage } from './parse';
import { MessageArgs, renderMessage } from './render';

/**
 * `{msg|message a b name=path}` (also registered as `plural`): the value is a message whose
 * {0}, {1}... are the values at the argument paths; an argument written name=path (or name:path)
 * is also {name}. Prints nothing without locale data.
 */
interface ArgSpec {
  readonly path: string;
  readonly name: string | undefined;
}

function parseMessageArgs(args: readonly string[]): ArgSpec[] {
  return args.map((arg) => {
    const at = arg.search(/[=:]/);
    return at < 0 ? { path: arg, name: undefined } : { path: arg.slice(at + 1), name: arg.slice(0, at) };
  });
}

export const message: Formatter = {
  prepare: (args) => parseMessageArgs(args),
  apply(ctx, args, vars, prepared) {
    const specs = (prepared as ArgSpec[] | undefined) ?? parseMessageArgs(args);
    const locale = localeOf(ctx);
    if (locale === null) {
      vars[0].value = '';
      return;
    }
    const positional: unknown[] = new Array(specs.length);
    let named: Map<string, unknown> | null = null;
    for (let i = 0; i < specs.length; i++) {
      const value = ctx.resolvePathOutside(specs[i].path);
      positional[i] = value;
      const name = specs[i].name;
      if (name !== undefined) (named ??= new Map()).set(name, value);
    }
    const messageArgs: MessageArgs = { positional, named };
    vars[0].value = renderMessage(ctx, locale, cachedMessage(scalarText(vars[0].value)), messageArgs);
  },
};
