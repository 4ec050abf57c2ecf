import { renderTemplate } from '../../index';

const units = (locale: string | null) =>
  renderTemplate({ template: '{.units-metric?}cm{.or}in{.end}', json: {}, locale }).output;

describe('units-metric?', () => {
  it('holds where the region measures in metric units', () => {
    expect(units('fr-FR')).toBe('cm');
    expect(units('de')).toBe('cm');
    expect(units('en-GB')).toBe('cm');
    expect(units('en-CA')).toBe('cm');
  });

  it('does not hold in the United States, Liberia and Myanmar, or without locale data', () => {
    expect(units('en-US')).toBe('in');
    expect(units('en')).toBe('in');
    expect(units('my')).toBe('in');
    expect(units('en-LR')).toBe('in');
    expect(units('none')).toBe('in');
  });
});
