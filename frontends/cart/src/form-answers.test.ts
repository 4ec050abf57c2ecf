import { describe, expect, it } from '@jest/globals';
import { NOT_ANSWERED } from '@storefront/form-rules';
import { summariseAnswers } from './form-answers';

describe('summariseAnswers', () => {
  it('has nothing to say for an entry without a form', () => {
    expect(summariseAnswers(null)).toEqual([]);
    expect(summariseAnswers(undefined)).toEqual([]);
  });

  it("reads 'N/A' for every unanswered field, whatever its shape", () => {
    expect(
      summariseAnswers({
        note: '',
        blank: '   ',
        missing: null,
        parts: ['', ' '],
        typed: { rawTitle: 'Gift message', type: 'textarea', value: '' },
        address: { rawTitle: 'Ship to', type: 'address', values: { Line1: '', City: '' } },
        survey: { rawTitle: 'Survey', type: 'likert', values: {} },
      }).map((answer) => answer.text),
    ).toEqual(Array(7).fill(NOT_ANSWERED));
  });

  it('labels bare values by field id and submitted fields by their title', () => {
    expect(
      summariseAnswers({
        'field-1': 'Happy birthday',
        'field-2': { rawTitle: 'Engraving', type: 'text', value: 'A & B' },
        'field-3': { title: 'Colour', value: 'Blue' },
      }),
    ).toEqual([
      { label: 'field-1', text: 'Happy birthday' },
      { label: 'Engraving', text: 'A & B' },
      { label: 'Colour', text: 'Blue' },
    ]);
  });

  it('lays out multi-part answers by their type', () => {
    const [name, date, phone, time, checks, survey, address] = summariseAnswers({
      n: { rawTitle: 'Name', type: 'name', values: { First: 'Ada', Last: 'Lovelace' } },
      d: { rawTitle: 'Date', type: 'date', values: { Month: '12', Day: '10', Year: '1815' } },
      p: { rawTitle: 'Phone', type: 'phone', values: { Country: '44', Areacode: '20', Prefix: '7946', Line: '0000' } },
      t: { rawTitle: 'Time', type: 'time', values: { Hour: '9', Minute: '30', Ampm: 'AM' } },
      c: { rawTitle: 'Extras', type: 'checkbox', values: ['Wrap', 'Card'] },
      l: { rawTitle: 'Survey', type: 'likert', values: { 'Fast?': '2', 'Cheap?': ['-1'] } },
      a: { rawTitle: 'Address', type: 'address', values: { Line1: '1 Main St', City: 'Springfield', Zip: '12345' } },
    });
    expect(name.text).toBe('Ada Lovelace');
    expect(date.text).toBe('12/10/1815');
    expect(phone.text).toBe('+44 20-7946-0000');
    expect(time.text).toBe('9:30:00 AM');
    expect(checks.text).toBe('Wrap, Card');
    expect(survey.text).toBe('Fast?: Strongly Agree; Cheap?: Disagree');
    expect(address.text).toBe('1 Main St, Springfield, 12345');
  });

  it('keeps markup as plain text for the caller to render as text', () => {
    expect(summariseAnswers({ x: '<img src=x onerror=alert(1)>' })[0].text).toBe('<img src=x onerror=alert(1)>');
  });

  it("titles the custom form's answers by the product form, in its order, 'N/A' when unanswered", () => {
    // the product form's fields, each with the answer the line holds and what the cart shows for
    // it; sections and hidden fields show nothing
    const rows: { id: string; type: string; title: string; answer?: unknown; shows?: string }[] = [
      { id: 'intro', type: 'section', title: 'Engraving' },
      { id: 'engraving-text', type: 'textarea', title: 'Engraving text', answer: 'A & B', shows: 'A & B' },
      { id: 'engraving-font', type: 'select', title: 'Font', answer: 'Script', shows: 'Script' },
      { id: 'gift-note', type: 'text', title: 'Gift note', answer: '', shows: NOT_ANSWERED },
      { id: 'campaign', type: 'hidden', title: 'campaign', answer: 'spring' },
      { id: 'to', type: 'name', title: 'Recipient', answer: ['Ada', 'Lovelace'], shows: 'Ada Lovelace' },
      { id: 'when', type: 'date', title: 'Deliver on', answer: ['12', '10', '1815'], shows: '12/10/1815' },
      { id: 'at', type: 'time', title: 'Time', answer: ['9', '30', '', 'AM'], shows: '9:30:00 AM' },
      { id: 'call', type: 'phone', title: 'Phone', answer: ['', '555', '123', '4567'], shows: '555-123-4567' },
      {
        id: 'ship',
        type: 'address',
        title: 'Ship to',
        answer: ['1 Main St', '', 'Springfield', '', '12345', ''],
        shows: '1 Main St, Springfield, 12345',
      },
      { id: 'extras', type: 'checkbox', title: 'Extras', answer: ['Wrap', 'Card'], shows: 'Wrap, Card' },
      { id: 'survey', type: 'likert', title: 'Survey', answer: { 'Fast?': '2' }, shows: 'Fast?: Strongly Agree' },
    ];
    // the line holds its answers in another order than the form's, which is the order shown
    const held = rows.filter((row) => row.answer !== undefined).reverse();
    const answers = summariseAnswers(
      Object.fromEntries(held.map((row) => [row.id, row.answer])),
      rows.map(({ id, type, title }) => ({ id, type, title })),
    );
    expect(answers).toEqual(
      rows.filter((row) => row.shows !== undefined).map((row) => ({ label: row.title, text: row.shows })),
    );
  });

  it('lists a field the form no longer has under its id, and a field never answered as N/A', () => {
    expect(summariseAnswers({ old: 'kept' }, [{ id: 'new', type: 'text', title: 'New question' }])).toEqual([
      { label: 'New question', text: NOT_ANSWERED },
      { label: 'old', text: 'kept' },
    ]);
  });
});
