import { ErrorType, TemplateError, templateError } from '../errors';
import type { Block } from '../parse/instructions';
import { splitPath } from '../parse/path';

export const DEFAULT_TIME_ZONE = 'America/New_York';

/** Maximum depth of nested macro / partial applications (spec §8: beyond 16 levels is an error). */
export const MAX_PARTIAL_DEPTH = 16;

/**
 * Instructions one execution may run. Depth limits alone do not bound the work: a macro that
 * repeats over a list and applies itself grows exponentially within 16 levels. A real page runs
 * a few thousand; past this budget the execution stops with an error instead of hanging.
 */
export const MAX_STEPS = 2_000_000;

/** Errors kept per execution. */
export const MAX_ERRORS = 100;

/** Thrown inside the executor when the step budget is spent; caught where execution starts. */
export class StepBudgetExceeded extends Error {
  constructor() {
    super(`Template execution stopped: more than ${MAX_STEPS.toLocaleString('en-US')} instructions`);
  }
}

export interface ExecuteOptions {
  json?: unknown;
  partials?: Record<string, string>;
  injects?: Record<string, unknown>;
  /** BCP 47 tag; "none" (or null) means no locale data. Defaults to "en". */
  locale?: string | null;
  /** epoch ms used as "now" by relative-time formatters; defaults to Date.now() */
  now?: number;
  enableExpr?: boolean;
  enableInclude?: boolean;
}

/**
 * One level of scope. Sections and repeated sections push a frame whose node is the value they
 * entered; variables (`.var`, `.ctx`, `.eval` assignments) and macros live in the frame that
 * defined them and are visible to inner frames.
 */
export class Frame {
  vars: Map<string, unknown> | null = null;
  macros: Map<string, Block> | null = null;
  /** position inside a repeated section, -1 elsewhere */
  index = -1;
  constructor(
    public node: unknown,
    public readonly parent: Frame | null,
    /** a private frame (`apply name private`) hides the frames outside it from name lookup */
    public readonly isolated = false,
  ) {}
}

/**
 * Execution state handed to formatters and predicates. Plugins read the current node, resolve
 * paths, read locale/time settings and report errors through it; they never throw.
 */
export class Context {
  readonly root: unknown;
  readonly locale: string | null;
  readonly now: number;
  readonly enableExpr: boolean;
  readonly enableInclude: boolean;
  readonly partials: Record<string, string>;
  readonly injects: Record<string, unknown>;
  readonly errors: TemplateError[] = [];
  frame: Frame;
  /** current nesting of macro/partial applications */
  partialDepth = 0;
  /** instructions run so far, against MAX_STEPS */
  steps = 0;
  private suppressedErrors = 0;

  private timeZoneCache: string | undefined;

  constructor(opts: ExecuteOptions) {
    this.root = opts.json;
    const locale = opts.locale === undefined ? 'en' : opts.locale;
    this.locale = locale === 'none' ? null : locale;
    this.now = opts.now ?? Date.now();
    this.enableExpr = opts.enableExpr ?? false;
    this.enableInclude = opts.enableInclude ?? false;
    this.partials = opts.partials ?? {};
    this.injects = opts.injects ?? {};
    this.frame = new Frame(opts.json, null);
  }

  /** The current node, what `@` prints. */
  node(): unknown {
    return this.frame.node;
  }

  /** Report a problem. Past MAX_ERRORS only a count is kept: a loop must not fill memory with them. */
  error(type: ErrorType, message: string): void {
    if (this.errors.length < MAX_ERRORS) {
      this.errors.push(templateError(type, message));
    } else {
      this.suppressedErrors++;
    }
  }

  /** The errors, with a last one saying how many more were not kept. */
  reportedErrors(): TemplateError[] {
    if (this.suppressedErrors === 0) return this.errors;
    return [...this.errors, templateError('engine', `${this.suppressedErrors} further errors were not reported`)];
  }

  /** The website's time zone (`website.timeZone` at the root), default America/New_York. */
  timeZone(): string {
    if (this.timeZoneCache === undefined) {
      const website = field(this.root, 'website');
      const tz = field(website, 'timeZone');
      this.timeZoneCache = typeof tz === 'string' && tz ? tz : DEFAULT_TIME_ZONE;
    }
    return this.timeZoneCache;
  }

  /** Resolve a path as written in a template ("a.b.0", "@", "@index", "@var.x", "$key"). */
  resolvePath(path: string): unknown {
    return this.resolve(splitPath(path));
  }

  /**
   * Resolve split path segments. The first segment is looked up from the current frame outward
   * (the first frame whose node has that key wins); the rest descend from there.
   */
  resolve(names: readonly (string | number)[], start: Frame = this.frame): unknown {
    if (names.length === 0) return start.node;
    const head = names[0];
    let value: unknown;
    if (typeof head === 'string' && head.charCodeAt(0) === 64 /* @ */) {
      value = this.special(head, start);
    } else {
      value = undefined;
      for (let f: Frame | null = start; f !== null; f = f.isolated ? null : f.parent) {
        const v = field(f.node, head);
        if (v !== undefined) {
          value = v;
          break;
        }
      }
    }
    for (let i = 1; i < names.length && value !== undefined; i++) value = field(value, names[i]);
    return value;
  }

  /**
   * Resolve a path as written from the frame outside the current one: a message's arguments
   * name values of the tag's surroundings, not of the message text its formatter runs on.
   */
  resolvePathOutside(path: string): unknown {
    return this.resolve(splitPath(path), this.frame.parent ?? this.frame);
  }

  /** `@`, `@index`, `@index0` and `@name` variables. */
  private special(head: string, start: Frame): unknown {
    if (head === '@') return start.node;
    if (head === '@index' || head === '@index0') {
      for (let f: Frame | null = start; f !== null; f = f.isolated ? null : f.parent) {
        if (f.index >= 0) return head === '@index' ? f.index + 1 : f.index;
      }
      return undefined;
    }
    return this.getVar(head.slice(1), start);
  }

  /** Read a variable (without its `@`) from the nearest frame that defines it. */
  getVar(name: string, start: Frame = this.frame): unknown {
    for (let f: Frame | null = start; f !== null; f = f.isolated ? null : f.parent) {
      if (f.vars !== null && f.vars.has(name)) return f.vars.get(name);
    }
    return undefined;
  }

  /** Define a variable (without its `@`) in the current frame. */
  setVar(name: string, value: unknown): void {
    (this.frame.vars ??= new Map()).set(name, value);
  }

  /** Find a macro by name from the current frame outward. */
  findMacro(name: string): Block | undefined {
    for (let f: Frame | null = this.frame; f !== null; f = f.parent) {
      const m = f.macros?.get(name);
      if (m !== undefined) return m;
    }
    return undefined;
  }

  pushFrame(node: unknown, isolated = false): Frame {
    this.frame = new Frame(node, this.frame, isolated);
    return this.frame;
  }

  /**
   * Run a macro or partial by name against a node and return its output (the `apply` formatter).
   * `args` become `@args`; `isolated` hides the caller's scope. Set by the executor.
   */
  applyPartial: (name: string, node: unknown, args: Record<string, string> | undefined, isolated: boolean) => string =
    () => '';

  popFrame(): void {
    if (this.frame.parent !== null) this.frame = this.frame.parent;
  }
}

/** Property access on JSON values; undefined for anything that is not there. */
export function field(value: unknown, key: string | number): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    const i = typeof key === 'number' ? key : Number.NaN;
    return i >= 0 && i < value.length ? value[i] : undefined;
  }
  // Plain indexing is much faster than a hasOwnProperty call. JSON data holds no functions, so a
  // function can only come from the prototype; __proto__ is the one inherited non-function.
  const v = (value as Record<string | number, unknown>)[key];
  if (v === undefined || typeof v === 'function') return undefined;
  if (key === '__proto__' && !Object.prototype.hasOwnProperty.call(value, key)) return undefined;
  return v;
}
