import { chosenOptionValues } from './option-values';

describe('chosenOptionValues', () => {
  it("lists the options in the product's order, not the order of the map's keys", () => {
    const entry = { attributes: { Color: 'Blue', Size: 'M' }, optionNames: ['Size', 'Color'] };
    expect(chosenOptionValues(entry)).toEqual([
      { optionName: 'Size', value: 'M' },
      { optionName: 'Color', value: 'Blue' },
    ]);
  });

  it('lists an entry written before the order was kept by option name', () => {
    const entry = { attributes: { Size: 'M', Color: 'Blue' }, optionNames: [] };
    expect(chosenOptionValues(entry).map((choice) => choice.optionName)).toEqual(['Color', 'Size']);
  });

  it('names each chosen option once, and none the variant does not have', () => {
    const entry = { attributes: { Size: 'M', Material: 'Wool' }, optionNames: ['Size', 'Color', 'Size'] };
    expect(chosenOptionValues(entry)).toEqual([
      { optionName: 'Size', value: 'M' },
      { optionName: 'Material', value: 'Wool' },
    ]);
  });
});
