import { answerParts, likertLabel, NOT_ANSWERED } from '@storefront/form-rules';
import type { Context } from '../../exec/context';
import { field, isTruthy, scalarText } from '../../exec/values';
import { mapValue } from '../../plugin';
import { html, htmlText } from '../shared/markup';

/** What an answer off the likert scale reads as. */
const LIKERT_DEFAULT = 'Neutral';

/**
 * One answer of a submitted form (e.g. a product's custom form), as shown in an order summary:
 * the field title in bold, then the answer laid out by its type (spec §3 form answer types).
 * Every answer is visitor text and is escaped.
 */
function summaryFormField(ctx: Context, formField: unknown): string {
  return (
    '<div style="font-size:11px; margin-top:3px">\n  <span style="font-weight:bold;">' +
    html(field(formField, 'rawTitle')) +
    ':</span> ' +
    answer(ctx, formField) +
    '\n</div>'
  );
}

function answer(ctx: Context, formField: unknown): string {
  const values = field(formField, 'values');
  switch (field(formField, 'type')) {
    case 'address':
      return address(values);
    case 'checkbox':
      return checkbox(values, field(formField, 'value'));
    case 'date':
      return parts(values, answerParts.date).join('/');
    case 'likert':
      return likert(ctx, values);
    case 'name':
      return parts(values, answerParts.name).join(' ');
    case 'phone':
      return phone(values);
    case 'time':
      return time(values);
    default:
      return singleValue(field(formField, 'value'));
  }
}

/** One part of a multi-part answer (address line, month, first name, ...). */
function part(values: unknown, name: string): string {
  return htmlText(field(values, name));
}

const parts = (values: unknown, names: readonly string[]): string[] => names.map((name) => part(values, name));

function address(values: unknown): string {
  const line2 = field(values, 'Line2');
  return (
    '<div style="padding-left:5px;">\n  <div>' +
    part(values, 'Line1') +
    '</div>\n' +
    (isTruthy(line2) ? '  <div>' + htmlText(line2) + '</div>\n' : '') +
    '  <div>' +
    part(values, 'City') +
    ', ' +
    part(values, 'State') +
    ' ' +
    part(values, 'Zip') +
    ' ' +
    part(values, 'Country') +
    '</div>\n</div>'
  );
}

/** The checked boxes; older submissions hold a single value instead. */
function checkbox(values: unknown, value: unknown): string {
  if (isTruthy(values)) {
    const checked = Array.isArray(values) ? values.map(htmlText).join(', ') : '';
    return checked + '\n';
  }
  const answered = isTruthy(value) && (typeof value !== 'object' || Array.isArray(value));
  return answered ? htmlText(value) : NOT_ANSWERED;
}

function likert(ctx: Context, values: unknown): string {
  let rows = '';
  if (values === null || typeof values !== 'object') {
    // A survey answer is a map of question to answer; show the survey as unanswered.
    ctx.error('engine', 'summary-form-field: likert answer has no values');
  } else {
    const answers = values as Record<string, unknown>;
    for (const question of Object.keys(answers)) {
      const label = likertLabel(scalarText(answers[question])) ?? LIKERT_DEFAULT;
      rows += '  <div><span style="font-weight:bold;">' + html(question) + ':</span> ' + label + '</div>\n';
    }
  }
  return '<div style="padding-left:5px;">\n' + rows + '</div>';
}

function phone(values: unknown): string {
  const country = field(values, 'Country');
  const number = parts(values, ['Areacode', 'Prefix', 'Line']).join('-');
  return isTruthy(country) ? '+' + htmlText(country) + ' ' + number : number;
}

function time(values: unknown): string {
  const clock = ['Hour', 'Minute', 'Second'].map((name) => timePart(field(values, name))).join(':');
  return clock + ' ' + part(values, 'Ampm');
}

/** An hour, minute or second left empty reads as 00. */
function timePart(value: unknown): string {
  return isTruthy(value) ? htmlText(value) : '00';
}

/** A one-value answer: any scalar the visitor gave, else not answered. */
function singleValue(value: unknown): string {
  if (value === '' || value === null || typeof value === 'object' || value === undefined) return NOT_ANSWERED;
  return html(value);
}

export const summaryFormFieldFormatter = mapValue((formField, _args, ctx) => summaryFormField(ctx, formField));
