import { compileTemplate } from '../src';
import * as I from '../src/parse/instructions';
import { parsePath } from '../src/parse/path';
import { scan } from '../src/parse/scanner';

/** Unit tests of the three compile stages: scanning, tag parsing and block assembly. */

function pieces(template: string): string[] {
  const out: string[] = [];
  scan(template, {
    text: (t) => void out.push(`text:${t}`),
    tag: (body) => {
      out.push(`tag:${body}`);
      return true;
    },
  });
  return out;
}

describe('scanner', () => {
  test('splits text and candidate tags', () => {
    expect(pieces('a{b}c{.end}')).toEqual(['text:a', 'tag:b', 'text:c', 'tag:.end']);
  });

  test('a brace followed by whitespace, a closing brace or the end is text', () => {
    expect(pieces('{ x}{}{')).toEqual(['text:{ x}{}{']);
  });

  test('the innermost pair on one line is the tag', () => {
    expect(pieces('{{a}')).toEqual(['text:{', 'tag:a']);
    expect(pieces('{a\nb}')).toEqual(['text:{a\nb}']);
  });

  test('comments produce nothing', () => {
    expect(pieces('a{# x }b{## y\n ##}c')).toEqual(['text:a', 'text:b', 'text:c']);
  });

  test('a tag the parser rejects is printed back whole', () => {
    const out: string[] = [];
    scan('x{nope}y', { text: (t) => void out.push(t), tag: () => false });
    expect(out.join('')).toBe('x{nope}y');
  });
});

describe('paths', () => {
  test('split into keys and array indexes', () => {
    expect(parsePath('a.b.0')).toEqual(['a', 'b', 0]);
    expect(parsePath('@')).toEqual(['@']);
    expect(parsePath('@index')).toEqual(['@index']);
    expect(parsePath('@.x')).toEqual(['@', 'x']);
    expect(parsePath('$a.$b')).toEqual(['$a', '$b']);
    expect(parsePath('a-b.c_d')).toEqual(['a-b', 'c_d']);
  });

  test('reject what is not a path', () => {
    for (const bad of ['', ' a', 'a ', 'a..b', '.a', 'a.', '_a', '1a', 'a b', 'a|b']) {
      expect(parsePath(bad)).toBeNull();
    }
  });

  test('the same path text gives the same shared array', () => {
    expect(parsePath('item.title')).toBe(parsePath('item.title'));
  });
});

describe('tag parsing and assembly', () => {
  const code = (t: string) => compileTemplate(t).code;

  test('text and variables', () => {
    const [text, variable] = code('Hi {name|html}');
    expect(text).toBe('Hi ');
    expect(variable).toMatchObject({ kind: I.VARIABLE, path: ['name'], more: null });
    expect((variable as I.VariableTag).formatters?.map((f) => f.name)).toEqual(['html']);
  });

  test('several variables', () => {
    expect(code('{a, b.c|json}')[0]).toMatchObject({ kind: I.VARIABLE, path: ['a'], more: [['b', 'c']] });
  });

  test('formatter arguments use the character after the name as separator', () => {
    const v = code('{a|truncate:10:…}')[0] as I.VariableTag;
    expect(v.formatters?.[0].args).toEqual(['10', '…']);
  });

  test('sections nest and .or branches chain', () => {
    const [section] = code('{.section a}A{.or}B{.end}') as I.Section[];
    expect(section).toMatchObject({ kind: I.SECTION, path: ['a'], body: ['A'] });
    expect(section.alt).toMatchObject({ predicate: null, body: ['B'], alt: null });
  });

  test('repeated sections keep their .alternates with part apart', () => {
    const [rep] = code('{.repeated section xs}{@}{.alternates with},{.or}none{.end}') as I.Repeated[];
    expect(rep.kind).toBe(I.REPEATED);
    expect(rep.alternatesWith).toEqual([',']);
    expect(rep.alt?.body).toEqual(['none']);
  });

  test('predicate blocks with predicate .or chains', () => {
    const [block] = code('{.even? a}E{.or odd? a}O{.end}') as I.PredicateBlock[];
    expect(block).toMatchObject({ kind: I.PREDICATE, call: { name: 'even?', args: ['a'] } });
    expect(block.alt?.predicate?.name).toBe('odd?');
  });

  test('.if keeps operands and operators in order', () => {
    const [block] = code('{.if a && equal? b 1 || c}x{.end}') as I.If[];
    expect(block.ops).toEqual(['&&', '||']);
    expect(block.terms).toEqual([
      { path: ['a'] },
      { call: expect.objectContaining({ name: 'equal?' }) },
      { path: ['c'] },
    ]);
  });

  test('binding, macro, include and inject instructions', () => {
    const kinds = code('{.var @x a}{.ctx @c k=a}{.macro m}M{.end}{.include m output}{.inject @j f.json}{.eval 1}').map(
      (i) => (typeof i === 'string' ? 'text' : i.kind),
    );
    expect(kinds).toEqual([I.BINDVAR, I.CTXVAR, I.MACRO, I.INCLUDE, I.INJECT, I.EVAL]);
  });

  test('adjacent text, including literal tags and meta characters, is one string', () => {
    expect(code('a{ b }{.meta-left}c{.space}')).toEqual(['a{ b }{c ']);
  });

  test('instructions with malformed arguments stay text', () => {
    for (const t of ['{.section}', '{.section a b}', '{.var x a}', '{.ctx @c}', '{.macro}', '{.if}', '{.alternates}']) {
      expect(code(t)).toEqual([t]);
    }
  });
});
