import fc from 'fast-check';
import { FORMATTERS, PREDICATES, renderTemplate } from '../src';

/**
 * Property test over random templates built from the language's own pieces (valid and broken)
 * and every registered formatter and predicate with random arguments, against random JSON.
 * Rendering must never throw, must finish, must not hit a formatter/predicate crash, and must be
 * deterministic.
 */
const NOW = 1_600_000_000_000;
const paths = ['a', 'b', 'list', 'a.b', 'list.0', '@', '@index', 'n', 's', 'missing.x', 'o.p'];
const argWords = ['1', '0', '-3', '2.5', 'a', '@', 'x:y', '"q"', 'true', '%Y', 'short', 'style:short', '', '<b>'];

const formatterNames = Object.keys(FORMATTERS);
const predicateNames = Object.keys(PREDICATES);

const piece = fc.oneof(
  fc.constantFrom(
    '{.section a}',
    '{.section list}',
    '{.repeated section list}',
    '{.repeated section a}',
    '{.end}',
    '{.or}',
    '{.alternates with}',
    '{.if a || b}',
    '{.if n && s}',
    '{.var @v a}',
    '{@v}',
    '{.ctx @c x=a y=list}',
    '{.macro m}',
    '{@|apply m}',
    '{a|apply m private k=v}',
    '{.include m output}',
    '{.eval 1 + n * 2}',
    '{.eval @x = s; @x}',
    '{.eval (1 + }',
    '{.meta-left}',
    '{# c }',
    '{## c ##}',
    '{{',
    '}',
    '{',
    'text ',
    '\n',
  ),
  fc.constantFrom(...paths).map((p) => `{${p}}`),
  fc
    .tuple(
      fc.constantFrom(...paths),
      fc.constantFrom(...formatterNames),
      fc.array(fc.constantFrom(...argWords), { maxLength: 3 }),
    )
    .map(([p, f, args]) => `{${p}|${f}${args.map((a) => ' ' + a).join('')}}`),
  fc
    .tuple(fc.constantFrom(...predicateNames), fc.array(fc.constantFrom(...argWords), { maxLength: 2 }))
    .map(([p, args]) => `{.${p}${args.map((a) => ' ' + a).join('')}}`),
  fc.string({ maxLength: 6 }),
);

const template = fc.array(piece, { maxLength: 30 }).map((parts) => parts.join(''));

const scalar = fc.oneof(fc.integer(), fc.double(), fc.string({ maxLength: 8 }), fc.boolean(), fc.constant(null));
const context = fc.record({
  a: fc.oneof(scalar, fc.dictionary(fc.constantFrom('b', 'x', 'title'), scalar)),
  b: scalar,
  list: fc.array(fc.oneof(scalar, fc.record({ title: scalar })), { maxLength: 4 }),
  n: fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double()),
  s: fc.string({ maxLength: 10 }),
  o: fc.anything({ maxDepth: 2 }),
});

test('10,000 random templates render without throwing, crashing a plugin, or varying', () => {
  fc.assert(
    fc.property(template, context, (t, json) => {
      const opts = { template: t, json, now: NOW, enableExpr: true, enableInclude: true };
      const started = Date.now();
      const first = renderTemplate(opts);
      // termination bound: nothing here may take anywhere near a second
      expect(Date.now() - started).toBeLessThan(1000);
      expect(typeof first.output).toBe('string');
      const crashes = first.errors.filter((e) => / failed: |Internal error/.test(e.message));
      expect(crashes).toEqual([]);
      const second = renderTemplate(opts);
      expect(second.output).toBe(first.output);
      expect(second.errors).toEqual(first.errors);
    }),
    { numRuns: 10_000, seed: 20261121 },
  );
});
