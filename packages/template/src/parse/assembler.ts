import { TemplateError, templateError } from '../errors';
import * as I from './instructions';
import type { OrMarker, Tag } from './tags';

type BlockInst = I.Section | I.Repeated | I.PredicateBlock | I.If | I.Macro;

const BLOCK_NAMES: Record<number, string> = {
  [I.SECTION]: '.section',
  [I.REPEATED]: '.repeated section',
  [I.PREDICATE]: 'predicate',
  [I.IF]: '.if',
  [I.MACRO]: '.macro',
};

interface Open {
  inst: BlockInst;
  /** where instructions go: the body, the `.alternates with` part, an `.or` branch; null when dead */
  target: I.Instruction[] | null;
  lastAlt: I.Alternative | null;
  /** an unconditional `.or` was seen: any further `.or` can never run */
  closedAlt: boolean;
}

function opensBlock(inst: I.Instruction | OrMarker): inst is BlockInst {
  if (typeof inst === 'string' || !('kind' in inst)) return false;
  const k = inst.kind;
  return k === I.SECTION || k === I.REPEATED || k === I.PREDICATE || k === I.IF || k === I.MACRO;
}

/**
 * Nests the flat stream of parsed tags into blocks. Misplaced `.end`, `.or` and
 * `.alternates with` are reported and ignored; blocks still open at the end are reported and
 * closed there.
 */
export class Assembler {
  readonly root: I.Instruction[] = [];
  private readonly stack: Open[] = [];
  /** where the next instruction goes (kept current rather than derived for every tag) */
  private target: I.Instruction[] | null = this.root;

  constructor(protected readonly errors: TemplateError[]) {}

  text(text: string): void {
    const target = this.target;
    if (target === null) return;
    const last = target.length - 1;
    // Adjacent text (e.g. around a literal tag) is merged so execution appends once.
    if (last >= 0 && typeof target[last] === 'string') target[last] += text;
    else target.push(text);
  }

  add(tag: Tag): void {
    if (typeof tag === 'string') return this.text(tag);
    if ('end' in tag) return this.end();
    if ('alternates' in tag) return this.alternates();
    if ('or' in tag) return this.or(tag);
    this.target?.push(tag);
    if (opensBlock(tag)) {
      this.stack.push({ inst: tag, target: tag.body, lastAlt: null, closedAlt: false });
      this.target = tag.body;
    }
  }

  finish(): I.Instruction[] {
    for (let i = this.stack.length - 1; i >= 0; i--) {
      this.error(`Unclosed ${BLOCK_NAMES[this.stack[i].inst.kind]} block: reached the end of the template`);
    }
    this.stack.length = 0;
    this.target = this.root;
    return this.root;
  }

  private get top(): Open | undefined {
    return this.stack[this.stack.length - 1];
  }

  private end(): void {
    if (this.stack.length === 0) {
      this.error('.end is not allowed at the top level: there is no open block to close');
      return;
    }
    this.stack.pop();
    const top = this.top;
    this.target = top === undefined ? this.root : top.target;
  }

  private or(marker: OrMarker): void {
    const top = this.top;
    if (top === undefined || top.inst.kind === I.MACRO) {
      this.error(`.or is not allowed ${top === undefined ? 'at the top level' : 'inside .macro'}`);
      return;
    }
    if (top.closedAlt) {
      this.error('.or after an unconditional .or can never execute');
      top.target = this.target = null;
      return;
    }
    const alt: I.Alternative = { predicate: marker.or, body: [], alt: null };
    if (top.lastAlt === null) top.inst.alt = alt;
    else top.lastAlt.alt = alt;
    top.lastAlt = alt;
    top.target = this.target = alt.body;
    if (marker.or === null) top.closedAlt = true;
  }

  private alternates(): void {
    const top = this.top;
    if (top === undefined) {
      this.error('.alternates with is not allowed at the top level');
      return;
    }
    if (top.inst.kind !== I.REPEATED || top.lastAlt !== null || top.inst.alternatesWith !== null) {
      this.error(`.alternates with is only allowed once in a .repeated section, before any .or`);
      return;
    }
    top.inst.alternatesWith = [];
    top.target = this.target = top.inst.alternatesWith;
  }

  private error(message: string): void {
    this.errors.push(templateError('assembler', message));
  }
}
