import { skeleton } from '../../../test/formatter-harness';
import { Context } from '../../exec/context';
import { family } from './index';

function render(formField: unknown): { out: string; ctx: Context } {
  const ctx = new Context({ json: { field: formField }, locale: 'en', now: 0 });
  const vars = [{ name: 'field', value: ctx.resolvePath('field') }];
  family.formatters['summary-form-field'].apply(ctx, [], vars, undefined);
  return { out: vars[0].value as string, ctx };
}

const answerOf = (formField: unknown): string => {
  const out = render(formField).out;
  return out.slice(out.indexOf('</span> ') + 8, out.length - '\n</div>'.length);
};

describe('summary-form-field', () => {
  test('title in bold, then the answer', () => {
    expect(render({ type: 'text', rawTitle: 'Note', value: 'Hi' }).out).toBe(
      '<div style="font-size:11px; margin-top:3px">\n  <span style="font-weight:bold;">Note:</span> Hi\n</div>',
    );
  });

  test('unanswered fields read N/A', () => {
    expect(answerOf({ type: 'text', rawTitle: 'T' })).toBe('N/A');
    expect(answerOf({ type: 'text', rawTitle: 'T', value: '' })).toBe('N/A');
    expect(answerOf({ type: 'checkbox', rawTitle: 'T' })).toBe('N/A');
    expect(answerOf({ type: 'text', rawTitle: 'T', value: 0 })).toBe('0');
  });

  test('multi-part answers by type (spec §3)', () => {
    expect(answerOf({ type: 'date', values: { Month: '11', Day: '23', Year: '2010' } })).toBe('11/23/2010');
    expect(answerOf({ type: 'name', values: { First: 'Ada', Last: 'Lovelace' } })).toBe('Ada Lovelace');
    expect(answerOf({ type: 'phone', values: { Country: '44', Areacode: '20', Prefix: '7946', Line: '0000' } })).toBe(
      '+44 20-7946-0000',
    );
    expect(answerOf({ type: 'time', values: { Hour: 4, Ampm: 'pm' } })).toBe('4:00:00 pm');
    expect(answerOf({ type: 'checkbox', values: ['a', 'b'] })).toBe('a, b\n');
    expect(
      answerOf({ type: 'address', values: { Line1: '1 Main', City: 'NY', State: 'NY', Zip: '10013', Country: 'US' } }),
    ).toBe('<div style="padding-left:5px;">\n  <div>1 Main</div>\n  <div>NY, NY 10013 US</div>\n</div>');
  });

  test('likert answers use the spec §8 labels', () => {
    expect(answerOf({ type: 'likert', values: { Fast: '-2', Cheap: 2, Good: 'x' } })).toBe(
      '<div style="padding-left:5px;">\n' +
        '  <div><span style="font-weight:bold;">Fast:</span> Strongly Disagree</div>\n' +
        '  <div><span style="font-weight:bold;">Cheap:</span> Strongly Agree</div>\n' +
        '  <div><span style="font-weight:bold;">Good:</span> Neutral</div>\n</div>',
    );
  });

  test('a likert answer without values is reported, not thrown', () => {
    const { out, ctx } = render({ type: 'likert', rawTitle: 'Survey' });
    expect(out).toContain('<div style="padding-left:5px;">\n</div>');
    expect(ctx.errors).toHaveLength(1);
  });

  test('hostile visitor answers come out inert in every answer type', () => {
    const h = '<script>alert(1)</script>" onmouseover="x';
    const fields = [
      { type: 'text', rawTitle: h, value: h },
      { type: 'checkbox', rawTitle: h, values: [h, 'javascript:alert(1)'] },
      { type: 'checkbox', rawTitle: h, value: h },
      { type: 'address', rawTitle: h, values: { Line1: h, Line2: h, City: h, State: h, Zip: h, Country: h } },
      { type: 'date', rawTitle: h, values: { Month: h, Day: h, Year: h } },
      { type: 'name', rawTitle: h, values: { First: h, Last: h } },
      { type: 'phone', rawTitle: h, values: { Country: h, Areacode: h, Prefix: h, Line: h } },
      { type: 'time', rawTitle: h, values: { Hour: h, Minute: h, Second: h, Ampm: h } },
      { type: 'likert', rawTitle: h, values: { [h]: h } },
    ];
    for (const f of fields) {
      const out = render(f).out;
      expect(out).not.toContain('<script');
      expect(out).not.toContain('" onmouseover');
      const benign = JSON.parse(JSON.stringify(f).split(JSON.stringify(h).slice(1, -1)).join('b'));
      expect(skeleton(out)).toBe(skeleton(render(benign).out));
    }
  });
});
