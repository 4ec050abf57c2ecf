import { describe, expect, it } from '@jest/globals';
import { NOT_ANSWERED, summariseAnswers } from './form-answers';

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
    const fields = [
      { id: 'intro', type: 'section', title: 'Engraving' },
      { id: 'engraving-text', type: 'textarea', title: 'Engraving text' },
      { id: 'engraving-font', type: 'select', title: 'Font' },
      { id: 'gift-note', type: 'text', title: 'Gift note' },
      { id: 'campaign', type: 'hidden', title: 'campaign' },
      { id: 'to', type: 'name', title: 'Recipient' },
      { id: 'when', type: 'date', title: 'Deliver on' },
      { id: 'at', type: 'time', title: 'Time' },
      { id: 'call', type: 'phone', title: 'Phone' },
      { id: 'ship', type: 'address', title: 'Ship to' },
      { id: 'extras', type: 'checkbox', title: 'Extras' },
      { id: 'survey', type: 'likert', title: 'Survey' },
    ];
    const answers = summariseAnswers(
      {
        'engraving-font': 'Script',
        'engraving-text': 'A & B',
        'gift-note': '',
        campaign: 'spring',
        to: ['Ada', 'Lovelace'],
        when: ['12', '10', '1815'],
        at: ['9', '30', '', 'AM'],
        call: ['', '555', '123', '4567'],
        ship: ['1 Main St', '', 'Springfield', '', '12345', ''],
        extras: ['Wrap', 'Card'],
        survey: { 'Fast?': '2' },
      },
      fields,
    );
    expect(answers).toEqual([
      { label: 'Engraving text', text: 'A & B' },
      { label: 'Font', text: 'Script' },
      { label: 'Gift note', text: NOT_ANSWERED },
      { label: 'Recipient', text: 'Ada Lovelace' },
      { label: 'Deliver on', text: '12/10/1815' },
      { label: 'Time', text: '9:30:00 AM' },
      { label: 'Phone', text: '555-123-4567' },
      { label: 'Ship to', text: '1 Main St, Springfield, 12345' },
      { label: 'Extras', text: 'Wrap, Card' },
      { label: 'Survey', text: 'Fast?: Strongly Agree' },
    ]);
  });

  it('lists a field the form no longer has under its id, and a field never answered as N/A', () => {
    expect(summariseAnswers({ old: 'kept' }, [{ id: 'new', type: 'text', title: 'New question' }])).toEqual([
      { label: 'New question', text: NOT_ANSWERED },
      { label: 'old', text: 'kept' },
    ]);
  });
});
