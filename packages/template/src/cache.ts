import { compileTemplate, CompiledTemplate } from './compile';

/** Default capacity (spec §9: the cache holds at most 100 entries). */
export const DEFAULT_CACHE_SIZE = 100;

/**
 * A bounded least-recently-used cache of compiled templates keyed by their source text, so that
 * pages rendered again skip parsing. Map keeps insertion order; a hit moves the entry to the end.
 */
export class TemplateCache {
  private readonly entries = new Map<string, CompiledTemplate>();

  constructor(readonly capacity = DEFAULT_CACHE_SIZE) {}

  get size(): number {
    return this.entries.size;
  }

  get(template: string): CompiledTemplate {
    let compiled = this.entries.get(template);
    if (compiled !== undefined) {
      this.entries.delete(template);
      this.entries.set(template, compiled);
      return compiled;
    }
    compiled = compileTemplate(template);
    this.entries.set(template, compiled);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return compiled;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Partials are looked up by text at run time; one shared cache keeps them compiled. */
export const partialCache = new TemplateCache();
