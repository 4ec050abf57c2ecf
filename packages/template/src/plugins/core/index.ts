import type { PluginFamily } from '../../plugin';
import { comparisons } from './comparisons';
import { data } from './data';
import { escaping } from './escaping';
import { text } from './text';

export const family: PluginFamily = {
  formatters: { ...escaping, ...text, ...data },
  predicates: { ...comparisons },
};
