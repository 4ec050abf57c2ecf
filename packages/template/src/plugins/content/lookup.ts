import type { Context } from '../../exec/context';
import { prop } from './prop';

/**
 * Resolve a path as if `first` (and then `second`) were the innermost scopes: helpers read site
 * settings such as `websiteSettings` or `blockType` from the value they were given when it carries
 * them, and otherwise from the enclosing sections. As everywhere in the language, the first scope
 * holding the head name wins, even if the rest of the path is missing there.
 */
export function lookupFrom(ctx: Context, names: readonly string[], first: unknown, second?: unknown): unknown {
  const head = names[0];
  let value = prop(first, head);
  if (value === undefined && second !== undefined) value = prop(second, head);
  if (value === undefined) return ctx.resolve(names);
  for (let i = 1; i < names.length && value !== undefined; i++) value = prop(value, names[i]);
  return value;
}
