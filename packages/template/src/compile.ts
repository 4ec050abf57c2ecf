import type { TemplateError } from './errors';
import { Assembler } from './parse/assembler';
import type { Instruction } from './parse/instructions';
import { scan } from './parse/scanner';
import { parseTag, Registry } from './parse/tags';
import { FORMATTERS, PREDICATES } from './plugins';

/** A template parsed and assembled once, ready to execute many times. */
export interface CompiledTemplate {
  readonly code: readonly Instruction[];
  /** problems found while compiling; repeated in every execution's result */
  readonly errors: readonly TemplateError[];
}

const REGISTRY: Registry = { formatters: FORMATTERS, predicates: PREDICATES };

export function compileTemplate(template: string): CompiledTemplate {
  const errors: TemplateError[] = [];
  const assembler = new Assembler(errors);
  scan(typeof template === 'string' ? template : String(template ?? ''), {
    text: (text) => assembler.text(text),
    tag: (body) => {
      const tag = parseTag(body, REGISTRY, errors);
      if (tag === null) return false;
      assembler.tag(tag);
      return true;
    },
  });
  return { code: assembler.finish(), errors };
}
