import type { Formatter, PluginFamily, Predicate } from '../plugin';
import { family as commerce } from './commerce';
import { family as commerceMarkup } from './commerce-markup';
import { family as content } from './content';
import { family as core } from './core';
import { family as date } from './date';
import { family as i18n } from './i18n';
import { family as social } from './social';

const families: PluginFamily[] = [core, content, commerce, commerceMarkup, date, i18n, social];

/** Every formatter and predicate, by the name used in templates (predicates end in '?'). */
export const FORMATTERS: Record<string, Formatter> = Object.assign(
  Object.create(null),
  ...families.map((f) => f.formatters),
);
export const PREDICATES: Record<string, Predicate> = Object.assign(
  Object.create(null),
  ...families.map((f) => f.predicates),
);
