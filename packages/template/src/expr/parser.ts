import type { TemplateError } from '../errors';
import { FUNCTIONS, type ExprFunction } from './functions';
import { exprError } from './messages';
import {
  assignNode,
  binaryNode,
  callNode,
  constantNode,
  type Evaluator,
  type ExprNode,
  pathNode,
  type Site,
  unaryNode,
} from './nodes';
import {
  ASSIGN_PRECEDENCE,
  BINARY_OPERATORS,
  type BinaryOperator,
  PREFIX_PRECEDENCE,
  UNARY_OPERATORS,
  type UnaryOperator,
} from './operators';
import type { Token } from './tokens';

/**
 * One `;`-separated part of an expression. Values written side by side (`1 2 3`) are allowed, as
 * the language's stack semantics define: the last one is the statement's value and the others
 * only run for their assignments.
 */
export interface Statement {
  readonly effects: readonly Evaluator[];
  readonly result: Evaluator;
  /** a statement holding an assignment yields no value */
  readonly silent: boolean;
}

export interface ParseResult {
  statements: Statement[];
  error: TemplateError | null;
}

/**
 * Operators and open parentheses waiting for their right-hand side (shunting-yard). `height` is
 * the node count when the operator was read: its right operand must come after it.
 */
type Pending =
  | { kind: 'binary'; op: BinaryOperator; pos: number; height: number }
  | { kind: 'unary'; op: UnaryOperator; pos: number; height: number }
  | { kind: 'assign'; pos: number; height: number }
  /** `(` or `fn(`: start is where its values begin on the node stack */
  | { kind: 'group'; fn: ExprFunction | null; pos: number; start: number; outerFloor: number };

class ParseError {
  constructor(readonly detail: string) {}
}

export function parse(tokens: readonly Token[], site: Site): ParseResult {
  const parser = new Parser(site);
  try {
    parser.run(tokens);
    return { statements: parser.statements, error: null };
  } catch (e) {
    if (e instanceof ParseError) return { statements: [], error: exprError(site.source, e.detail) };
    throw e;
  }
}

function precedence(p: Pending): number {
  switch (p.kind) {
    case 'binary':
      return p.op.precedence;
    case 'unary':
      return PREFIX_PRECEDENCE;
    case 'assign':
      return ASSIGN_PRECEDENCE;
    default:
      return -1;
  }
}

class Parser {
  readonly statements: Statement[] = [];
  private nodes: ExprNode[] = [];
  private pending: Pending[] = [];
  /**
   * Operators may not take operands from before the innermost `(` or `,`: `1, * 2` is a missing
   * operand, not `1 * 2`.
   */
  private floor = 0;
  private silent = false;
  /** whether the previous token ended an operand, which makes `+`/`-` binary rather than prefix */
  private afterOperand = false;

  constructor(private readonly site: Site) {}

  run(tokens: readonly Token[]): void {
    for (const t of tokens) {
      switch (t.kind) {
        case 'value':
          this.operand(constantNode(t.value, t.text));
          break;
        case 'var':
          this.operand(pathNode(t.text, this.site));
          break;
        case 'call':
          this.open(FUNCTIONS.get(t.text) ?? null, t.pos);
          break;
        case '(':
          this.open(null, t.pos);
          break;
        case ')':
          this.close(t.pos);
          break;
        case ',':
          this.reduceToGroup();
          this.floor = this.nodes.length;
          this.afterOperand = false;
          break;
        case ';':
          this.endStatement();
          break;
        case 'op':
          this.operator(t.text, t.pos);
          break;
      }
    }
    this.endStatement();
  }

  private operand(node: ExprNode): void {
    this.nodes.push(node);
    this.afterOperand = true;
  }

  private open(fn: ExprFunction | null, pos: number): void {
    this.pending.push({ kind: 'group', fn, pos, start: this.nodes.length, outerFloor: this.floor });
    this.floor = this.nodes.length;
    this.afterOperand = false;
  }

  private close(pos: number): void {
    this.reduceToGroup();
    const group = this.pending.pop();
    if (group === undefined || group.kind !== 'group') {
      throw new ParseError(`mismatched parentheses: ")" at position ${pos} has no matching "("`);
    }
    this.floor = group.outerFloor;
    if (group.fn !== null) {
      const args = this.nodes.splice(group.start);
      if (args.length === 0) throw new ParseError(`${group.fn.name}() at position ${group.pos} needs an argument`);
      this.nodes.push(callNode(group.fn, args));
    }
    this.afterOperand = true;
  }

  private operator(symbol: string, pos: number): void {
    const unary = UNARY_OPERATORS.get(symbol);
    const binary = BINARY_OPERATORS.get(symbol);
    // `!` and `~` are prefix only, so after an operand they start a new side-by-side value
    if (unary !== undefined && (!this.afterOperand || binary === undefined)) {
      this.pending.push({ kind: 'unary', op: unary, pos, height: this.nodes.length });
      this.afterOperand = false;
      return;
    }
    const prec = binary !== undefined ? binary.precedence : ASSIGN_PRECEDENCE;
    const rightAssoc = binary === undefined || binary.rightAssoc;
    for (;;) {
      const top = this.pending[this.pending.length - 1];
      if (top === undefined || top.kind === 'group') break;
      const topPrec = precedence(top);
      if (topPrec < prec || (topPrec === prec && rightAssoc)) break;
      this.apply(this.pending.pop() as Pending);
    }
    // counted after reducing: the left operand may be the value those operators just built
    const height = this.nodes.length;
    const entry: Pending =
      binary !== undefined ? { kind: 'binary', op: binary, pos, height } : { kind: 'assign', pos, height };
    if (entry.kind === 'assign') this.silent = true;
    this.pending.push(entry);
    this.afterOperand = false;
  }

  private reduceToGroup(): void {
    for (;;) {
      const top = this.pending[this.pending.length - 1];
      if (top === undefined || top.kind === 'group') return;
      this.apply(this.pending.pop() as Pending);
    }
  }

  private apply(p: Pending): void {
    const nodes = this.nodes;
    switch (p.kind) {
      case 'unary':
        this.need(1, p);
        nodes.push(unaryNode(p.op, nodes.pop() as ExprNode));
        return;
      case 'binary': {
        this.need(2, p);
        const right = nodes.pop() as ExprNode;
        const left = nodes.pop() as ExprNode;
        nodes.push(binaryNode(p.op, left, right, this.site));
        return;
      }
      case 'assign': {
        this.need(2, p);
        const value = nodes.pop() as ExprNode;
        const target = nodes.pop() as ExprNode;
        const name = assignable(target);
        if (name === null) {
          const what = target.text !== null ? `"${target.text}"` : 'a computed value';
          throw new ParseError(`cannot assign to ${what} ("=" at position ${p.pos}); only @variables can be assigned`);
        }
        nodes.push(assignNode(name, value, this.site));
        return;
      }
      case 'group':
        throw new ParseError(`mismatched parentheses: "(" at position ${p.pos} is never closed`);
    }
  }

  private need(count: number, p: Exclude<Pending, { kind: 'group' }>): void {
    const n = this.nodes.length;
    if (n - this.floor < count || n === p.height) {
      const symbol = p.kind === 'assign' ? '=' : p.op.symbol;
      throw new ParseError(`missing operand for "${symbol}" at position ${p.pos}`);
    }
  }

  private endStatement(): void {
    while (this.pending.length > 0) this.apply(this.pending.pop() as Pending);
    const nodes = this.nodes;
    if (nodes.length > 0) {
      const effects: Evaluator[] = [];
      // constants and plain reads have no effect when their value is not used
      for (let i = 0; i < nodes.length - 1; i++) {
        if (!nodes[i].constant && nodes[i].path === null) effects.push(nodes[i].evaluate);
      }
      this.statements.push({ effects, result: nodes[nodes.length - 1].evaluate, silent: this.silent });
    }
    this.nodes = [];
    this.floor = 0;
    this.silent = false;
    this.afterOperand = false;
  }
}

/** `@name` without dots; `@` alone, data paths and computed values cannot be assigned. */
function assignable(node: ExprNode): string | null {
  const path = node.path;
  if (path === null || path.length < 2 || path.charCodeAt(0) !== 64 /* @ */ || path.indexOf('.') >= 0) return null;
  return path.slice(1);
}
