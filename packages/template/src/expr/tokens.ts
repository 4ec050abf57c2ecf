/** What the lexer hands the parser. `pos` is the token's offset in the source, for messages. */
export type Token =
  /** a literal or a named constant (true, PI, ...) */
  | { kind: 'value'; pos: number; text: string; value: number | string | boolean | null }
  /** a data path ("a.b.0") or a variable ("@x", "@") */
  | { kind: 'var'; pos: number; text: string }
  /** a function name together with the "(" right after it */
  | { kind: 'call'; pos: number; text: string }
  | { kind: 'op'; pos: number; text: string }
  | { kind: '(' | ')' | ',' | ';'; pos: number; text: string };
