import type { TemplateError } from './errors';
import { Assembler } from './parse/assembler';
import type { Instruction } from './parse/instructions';
import { scan, ScanSink } from './parse/scanner';
import { parseTag, Registry } from './parse/tags';
import { FORMATTERS, PREDICATES } from './plugins';

/** A template parsed and assembled once, ready to execute many times. */
export interface CompiledTemplate {
  readonly code: readonly Instruction[];
  /** problems found while compiling; repeated in every execution's result */
  readonly errors: readonly TemplateError[];
}

const REGISTRY: Registry = { formatters: FORMATTERS, predicates: PREDICATES };

/** Receives the scanner's pieces: tags are parsed, and everything is assembled into blocks. */
class Compilation extends Assembler implements ScanSink {
  tag(body: string): boolean {
    const tag = parseTag(body, REGISTRY, this.errors);
    if (tag === null) return false;
    this.add(tag);
    return true;
  }
}

export function compileTemplate(template: string): CompiledTemplate {
  const errors: TemplateError[] = [];
  const compilation = new Compilation(errors);
  scan(typeof template === 'string' ? template : String(template ?? ''), compilation);
  return { code: compilation.finish(), errors };
}
