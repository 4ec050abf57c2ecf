import { NOT_ANSWERED } from '@storefront/form-rules';
import { chooseCopy } from './copy/choose-copy';
import { fillPhrase } from './copy/fill-phrase';
import type { AccountLinkKind } from './copy/mail-copy';
import { htmlOf } from './html-layout';
import type { MailBody } from './mail-body';
import { momentInWords } from './moment-in-words';
import { textOf } from './text-layout';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface RestockNoticeContent {
  /** BCP 47 tag of the sign-up (else the store's). */
  language: string;
  storeName: string;
  productTitle: string;
  /** The variant's option values, e.g. 'Blue / Large'; '' for a product without options. */
  variantDescription: string;
  /** Absolute: the shop's public URL + /shop/p/<slug>. */
  productUrl: string;
  /** Absolute URL of the product's first image; '' for none. */
  imageUrl: string;
  /** The price formatted in the store currency (@storefront/commerce). */
  priceText: string;
}

export interface AccountLinkContent {
  language: string;
  storeName: string;
  kind: AccountLinkKind;
  /** Absolute URL of the page the link opens. */
  url: string;
  /** Unix milliseconds when the link stops working, as the service that made it set it; 0 or
   *  absent: not stated, and the mail says nothing of an expiry. */
  expiresAtMs?: number;
}

export interface FormSubmissionContent {
  language: string;
  storeName: string;
  formName: string;
  /** In the form's field order; an empty text is an unanswered field. */
  answers: { label: string; text: string }[];
  /** RFC 3339. */
  submitted: string;
}

export function renderRestockNotice(content: RestockNoticeContent): RenderedMail {
  const { copy, locale } = chooseCopy(content.language);
  const words = copy.restockNotice;
  const values = { storeName: oneLine(content.storeName), productTitle: oneLine(content.productTitle) };
  return rendered({
    ...opening(words, values, locale),
    card: {
      title: values.productTitle,
      lines: [content.variantDescription, content.priceText].map(oneLine).filter((line) => line !== ''),
      imageUrl: isHttpUrl(content.imageUrl) ? content.imageUrl : '',
      imageAlt: values.productTitle,
    },
    button: { label: words.button, url: httpUrl(content.productUrl) },
    linkFallback: copy.linkFallback,
    notes: [],
    footer: fillPhrase(words.footer, values),
  });
}

export function renderAccountLink(content: AccountLinkContent): RenderedMail {
  const { copy, locale } = chooseCopy(content.language);
  const words = copy.accountLink[content.kind];
  const values = { storeName: oneLine(content.storeName) };
  const expires = expiryMoment(content.expiresAtMs ?? 0);
  return rendered({
    ...opening(words, values, locale),
    button: { label: words.button, url: httpUrl(content.url) },
    linkFallback: copy.linkFallback,
    // The mail keeps no lifetimes of its own: without the moment it says nothing of an expiry.
    notes: expires === 0 ? [] : [fillPhrase(words.expiry, { ...values, expires: momentInWords(expires, locale) })],
    footer: words.ignore,
  });
}

export function renderFormSubmission(content: FormSubmissionContent): RenderedMail {
  const { copy, locale } = chooseCopy(content.language);
  const words = copy.formSubmission;
  const values = {
    storeName: oneLine(content.storeName),
    formName: oneLine(content.formName),
    submitted: submittedTime(content.submitted, locale),
  };
  return rendered({
    ...opening(words, values, locale),
    paragraphs: [fillPhrase(words.intro, values), fillPhrase(words.submitted, values)],
    details: content.answers.map((answer) => ({ label: oneLine(answer.label), lines: answerLines(answer.text) })),
    linkFallback: copy.linkFallback,
    notes: [],
    footer: fillPhrase(words.footer, values),
  });
}

/** The words every e-mail opens with, filled alike: subject, preheader, heading, introduction. */
interface OpeningWords {
  subject: string;
  preheader: string;
  heading: string;
  intro: string;
}

/** An e-mail's opening: its language, the store's name and its opening words filled with `values`. */
export function opening(words: OpeningWords, values: { storeName: string } & Record<string, string>, locale: string) {
  return {
    language: locale,
    storeName: values.storeName,
    subject: fillPhrase(words.subject, values),
    preheader: fillPhrase(words.preheader, values),
    heading: fillPhrase(words.heading, values),
    paragraphs: [fillPhrase(words.intro, values)],
  };
}

export function rendered(body: MailBody): RenderedMail {
  return { subject: body.subject, html: htmlOf(body), text: textOf(body) };
}

/** Titles and names are one line: a line break in one would otherwise split a header or a heading. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** An answer keeps its lines (a textarea's paragraphs); an empty one reads as the spec's 'N/A'. */
function answerLines(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/).map((line) => line.trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  while (lines.length > 0 && lines[0] === '') lines.shift();
  return lines.length > 0 ? lines : [NOT_ANSWERED];
}

function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The URL a button opens must be an absolute web address: anything else (javascript:, a bare
 *  path) means the caller built it wrong, and a mail with a broken button must not go out. */
export function httpUrl(url: string): string {
  if (!isHttpUrl(url)) throw new Error('mail link must be an absolute http(s) URL');
  return url;
}

/** 0 is "not stated"; anything else must be a moment a date can hold, or the caller built it wrong. */
function expiryMoment(expiresAtMs: number): number {
  if (expiresAtMs === 0) return 0;
  if (!Number.isSafeInteger(expiresAtMs) || expiresAtMs < 0 || Number.isNaN(new Date(expiresAtMs).getTime()))
    throw new Error('mail link expiry must be Unix milliseconds of a real moment');
  return expiresAtMs;
}

function submittedTime(submitted: string, locale: string): string {
  const at = Date.parse(submitted);
  return Number.isNaN(at) ? oneLine(submitted) : momentInWords(at, locale);
}
