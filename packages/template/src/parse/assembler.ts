import { TemplateError, templateError } from '../errors';
import * as I from './instructions';
import type { Tag } from './tags';

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
  /** where instructions currently go: the body, the `.alternates with` part or an `.or` branch */
  target: I.Instruction[];
  lastAlt: I.Alternative | null;
  /** an unconditional `.or` was seen: any further `.or` can never run */
  closedAlt: boolean;
  /** instructions after an unreachable `.or` are dropped */
  dead: boolean;
}

/**
 * Nests the flat stream of tags into blocks. Misplaced `.end`, `.or` and `.alternates with` are
 * reported and ignored; blocks still open at the end are reported and closed there.
 */
export class Assembler {
  readonly root: I.Instruction[] = [];
  private readonly stack: Open[] = [];

  constructor(private readonly errors: TemplateError[]) {}

  private get target(): I.Instruction[] | null {
    const top = this.stack[this.stack.length - 1];
    if (top === undefined) return this.root;
    return top.dead ? null : top.target;
  }

  text(text: string): void {
    const target = this.target;
    if (target === null) return;
    const last = target.length - 1;
    // Adjacent text (e.g. around a literal tag) is merged so execution appends once.
    if (last >= 0 && typeof target[last] === 'string') target[last] += text;
    else target.push(text);
  }

  tag(tag: Tag): void {
    const top = this.stack[this.stack.length - 1];
    switch (tag.type) {
      case 'leaf':
        if (typeof tag.inst === 'string') this.text(tag.inst);
        else this.target?.push(tag.inst);
        return;
      case 'open': {
        this.target?.push(tag.inst);
        this.stack.push({ inst: tag.inst, target: tag.inst.body, lastAlt: null, closedAlt: false, dead: false });
        return;
      }
      case 'end':
        if (top === undefined) {
          this.error('.end is not allowed at the top level: there is no open block to close');
          return;
        }
        this.stack.pop();
        return;
      case 'or': {
        if (top === undefined || top.inst.kind === I.MACRO) {
          this.error(`.or is not allowed ${top === undefined ? 'at the top level' : 'inside .macro'}`);
          return;
        }
        if (top.closedAlt) {
          this.error('.or after an unconditional .or can never execute');
          top.dead = true;
          return;
        }
        const alt: I.Alternative = { predicate: tag.predicate, body: [], alt: null };
        if (top.lastAlt === null) top.inst.alt = alt;
        else top.lastAlt.alt = alt;
        top.lastAlt = alt;
        top.target = alt.body;
        if (tag.predicate === null) top.closedAlt = true;
        return;
      }
      case 'alternates':
        if (top === undefined) {
          this.error('.alternates with is not allowed at the top level');
          return;
        }
        if (top.inst.kind !== I.REPEATED || top.lastAlt !== null || top.inst.alternatesWith !== null) {
          this.error(`.alternates with is only allowed once in a .repeated section, before any .or`);
          return;
        }
        top.inst.alternatesWith = [];
        top.target = top.inst.alternatesWith;
        return;
    }
  }

  finish(): I.Instruction[] {
    for (let i = this.stack.length - 1; i >= 0; i--) {
      this.error(`Unclosed ${BLOCK_NAMES[this.stack[i].inst.kind]} block: reached the end of the template`);
    }
    this.stack.length = 0;
    return this.root;
  }

  private error(message: string): void {
    this.errors.push(templateError('assembler', message));
  }
}
