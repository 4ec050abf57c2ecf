import { Context } from '../../exec/context';
import { family } from './index';

function sameDay(node: unknown, timeZone = 'America/New_York') {
  const ctx = new Context({ json: { website: { timeZone } } });
  ctx.pushFrame(node);
  return { result: family.predicates['same-day?'].test(ctx, [], undefined), errors: ctx.errors };
}

describe('same-day?', () => {
  const at = (iso: string) => Date.parse(iso);

  test('compares UTC calendar days, whatever the website zone', () => {
    const node = { startDate: at('2020-01-02T03:00:00Z'), endDate: at('2020-01-02T23:00:00Z') };
    expect(sameDay(node).result).toBe(true);
    expect(sameDay(node, 'Asia/Tokyo').result).toBe(true);
    const across = { startDate: at('2020-01-01T23:30:00Z'), endDate: at('2020-01-02T00:30:00Z') };
    expect(sameDay(across).result).toBe(false);
    expect(sameDay({ startDate: across.endDate, endDate: across.startDate }).result).toBe(false);
  });

  test('reads instants like the date formatters', () => {
    expect(sameDay({ startDate: '1', endDate: '2' }).result).toBe(true);
    expect(sameDay({}).result).toBe(true);
  });

  test('text that is not an instant is an error', () => {
    const r = sameDay({ startDate: 'x', endDate: 1 });
    expect(r.result).toBe(false);
    expect(r.errors).toHaveLength(1);
  });
});
