import { compileTemplate, executeTemplate, renderTemplate } from '../src';

const render = (template: string, json: unknown = {}, extra: Record<string, unknown> = {}) =>
  renderTemplate({ template, json, enableExpr: true, enableInclude: true, ...extra });
const out = (template: string, json: unknown = {}, extra: Record<string, unknown> = {}) =>
  render(template, json, extra).output;

describe('text and tags', () => {
  test('plain text passes through, including braces that are not instructions', () => {
    const js = 'function f() { return {a: 1}; } .x{color:red} {a }{ a} {a|} {_a} {}';
    expect(out(js, { a: 'A' })).toBe(js);
  });

  test('a tag cannot span lines and the innermost brace pair is the tag', () => {
    expect(out('{a\n}|{{a}}|{a{a}}', { a: 'A' })).toBe('{a\n}|{A}|{aA}');
  });

  test('variables resolve dotted paths, array indexes, @ and $ keys', () => {
    const json = { a: { b: [10, { c: 'deep' }] }, $k: { $v: 'dollar' }, n: 0, t: true, nil: null };
    expect(out('{a.b.0}|{a.b.1.c}|{$k.$v}|{n}|{t}|{nil}|{missing.x}', json)).toBe('10|deep|dollar|0|true||');
  });

  test('objects print nothing, arrays print their elements joined by commas', () => {
    expect(out('{o}|{a}', { o: { x: 1 }, a: [1, [2, 3], 'x'] })).toBe('|1,2,3,x');
  });

  test('comments are dropped, single-line and multi-line', () => {
    expect(out('a{# note }b{## multi\nline ##}c')).toBe('abc');
  });

  test('an unclosed multi-line comment swallows the rest of the template', () => {
    expect(out('a{## never closed {b}')).toBe('a');
  });

  test('meta and whitespace instructions', () => {
    expect(out('{.meta-left}x{.meta-right}{.space}{.tab}{.newline}')).toBe('{x} \t\n');
  });

  test('several variables: the formatter sees all, the first prints', () => {
    expect(out('{a, b}|{a,b|json}', { a: 'A', b: 'B' })).toBe('A|"A"');
  });

  test('formatter arguments split on the character after the name', () => {
    const json = { s: 'one two three four' };
    expect(out('{s|truncate 8}|{s|truncate:8:--}', json)).toBe('one two ...|one two --');
  });
});

describe('sections and scope', () => {
  const json = { a: { x: 1 }, list: [1, 2, 3], empty: [], zero: 0, str: '', name: 'root' };

  test('section enters truthy values and otherwise runs .or', () => {
    expect(out('{.section a}{x}{.or}no{.end}|{.section zero}y{.or}no{.end}|{.section str}y{.or}no{.end}', json)).toBe(
      '1|no|no',
    );
  });

  test('names not found in the section node are looked up in enclosing scopes', () => {
    expect(out('{.section a}{name}-{x}{.end}', json)).toBe('root-1');
  });

  test('repeated section with @index, @index0 and .alternates with', () => {
    expect(out('{.repeated section list}{@index}:{@index0}={@}{.alternates with}, {.end}', json)).toBe(
      '1:0=1, 2:1=2, 3:2=3',
    );
  });

  test('repeated section over an empty list or a non-list runs .or', () => {
    expect(out('{.repeated section empty}x{.or}none{.end}|{.repeated section a}x{.or}not a list{.end}', json)).toBe(
      'none|not a list',
    );
  });

  test('predicate chains with .or predicate? and a final .or', () => {
    const t = '{.repeated section list}{.equal? @ 1}one{.or equal? @ 2}two{.or}many{.end} {.end}';
    expect(out(t, json)).toBe('one two many ');
  });

  test('.if evaluates && and || left to right', () => {
    const j = { t: 1, f: 0 };
    expect(out('{.if t && f}y{.or}n{.end}', j)).toBe('n');
    expect(out('{.if f || t}y{.or}n{.end}', j)).toBe('y');
    // left to right: (t || f) && f -> false (no precedence of && over ||)
    expect(out('{.if t || f && f}y{.or}n{.end}', j)).toBe('n');
    expect(out('{.if equal? t 1 && t}y{.or}n{.end}', j)).toBe('y');
  });

  test('.var binds a formatted value visible in inner scopes', () => {
    expect(out('{.var @v name|html}{.section a}{@v}{.end}', { name: '<b>', a: { x: 1 } })).toBe('&lt;b&gt;');
  });

  test('.var in a repeated section is fresh for each element', () => {
    expect(out('{.repeated section list}{.var @n @}{@n}{.end}', json)).toBe('123');
  });

  test('.ctx builds an object from paths', () => {
    expect(out('{.ctx @c first=a.x second=name none=nope}{@c.first}-{@c.second}-{@c.none}', json)).toBe('1-root-');
  });

  test('.inject binds parsed injected data', () => {
    expect(out('{.inject @d data.json}{@d.v}', {}, { injects: { 'data.json': { v: 42 } } })).toBe('42');
  });
});

describe('macros, partials and include', () => {
  test('apply runs a macro on the value with @args', () => {
    const t = '{.macro link}<a class="{@args.cls}">{name}</a>{.end}{p|apply link cls=big}';
    expect(out(t, { p: { name: 'Bob' } })).toBe('<a class="big">Bob</a>');
  });

  test('apply private hides the caller scope', () => {
    const partials = { p: '[{inner}|{outer}]' };
    const json = { outer: 'O', v: { inner: 'I' } };
    expect(out('{v|apply p}', json, { partials })).toBe('[I|O]');
    expect(out('{v|apply p private}', json, { partials })).toBe('[I|]');
  });

  test('a missing partial is an error value and prints nothing', () => {
    const r = render('x{a|apply nope}y', { a: 1 });
    expect(r.output).toBe('xy');
    expect(r.errors).toEqual([{ type: 'engine', message: "Partial 'nope' not found" }]);
  });

  test('recursion stops after 16 levels with an error', () => {
    const r = render('{.macro m}{@}{@|apply m}{.end}{n|apply m}', { n: 1 });
    expect(r.output).toBe('1'.repeat(16));
    expect(r.errors).toEqual([{ type: 'engine', message: "Partial 'm' exceeds the maximum recursion depth of 16" }]);
  });

  test('exponential work within the depth limit stops at the step budget', () => {
    // each level repeats over 10 elements and applies itself: 10^16 applications unbounded
    const t = '{.macro m}{.repeated section list}{@|apply m}{.end}{.end}{@|apply m}';
    const list = Array.from({ length: 10 }, () => ({}));
    const json = { list };
    const r = render(t, json);
    expect(r.output).toBe('');
    expect(r.errors).toHaveLength(102); // 100 kept, a count of the rest, and the stop
    expect(r.errors[0].message).toBe("Partial 'm' exceeds the maximum recursion depth of 16");
    expect(r.errors[100].message).toMatch(/^\d+ further errors were not reported$/);
    expect(r.errors[101]).toEqual({
      type: 'engine',
      message: 'Template execution stopped: more than 2,000,000 instructions',
    });
  });

  test('include prints only with output, and runs in the caller scope', () => {
    const t = '{.macro m}[{name}]{.end}a{.include m}b{.include m output}c';
    expect(out(t, { name: 'N' })).toBe('ab[N]c');
  });

  test('include is off unless enabled', () => {
    expect(out('{.macro m}M{.end}{.include m output}', {}, { enableInclude: false })).toBe('');
  });
});

describe('errors are values', () => {
  const errorsOf = (t: string) => render(t, { a: 1 }).errors;

  test('unknown formatter: the tag prints as written', () => {
    const r = render('{a|nope}', { a: 1 });
    expect(r.output).toBe('{a|nope}');
    expect(r.errors).toEqual([{ type: 'parser', message: "Formatter 'nope' is unknown" }]);
  });

  test('unknown predicate: the block never runs', () => {
    const r = render('{.nope?}x{.or}y{.end}', {});
    expect(r.output).toBe('y');
    expect(r.errors).toEqual([{ type: 'parser', message: "Predicate 'nope?' is unknown" }]);
  });

  test('unclosed blocks are reported and closed at the end', () => {
    const r = render('{.section a}A{.repeated section b}', { a: 1 });
    expect(r.output).toBe('A');
    expect(r.errors.map((e) => e.message)).toEqual([
      'Unclosed .repeated section block: reached the end of the template',
      'Unclosed .section block: reached the end of the template',
    ]);
  });

  test('misplaced .end, .or and .alternates with are reported and ignored', () => {
    expect(errorsOf('a{.end}')).toEqual([
      { type: 'assembler', message: '.end is not allowed at the top level: there is no open block to close' },
    ]);
    expect(errorsOf('{.or}')[0].message).toBe('.or is not allowed at the top level');
    expect(errorsOf('{.alternates with}')[0].message).toBe('.alternates with is not allowed at the top level');
    expect(errorsOf('{.section a}{.alternates with}{.end}')[0].message).toBe(
      '.alternates with is only allowed once in a .repeated section, before any .or',
    );
    const dead = render('{.section a}A{.or}B{.or}C{.end}', { a: 1 });
    expect(dead.output).toBe('A');
    expect(dead.errors[0].message).toBe('.or after an unconditional .or can never execute');
  });

  test('compiled templates carry their errors into every execution', () => {
    const compiled = compileTemplate('{.section a}');
    expect(executeTemplate(compiled, { json: { a: 1 } }).errors).toHaveLength(1);
    expect(executeTemplate(compiled, { json: { a: 1 } }).errors).toHaveLength(1);
  });

  test('renderTemplate never throws on nonsense input', () => {
    const bad = [undefined, null, 42, {}, []] as unknown[];
    for (const template of bad) {
      expect(() => renderTemplate({ template: template as string, json: template })).not.toThrow();
    }
  });
});
