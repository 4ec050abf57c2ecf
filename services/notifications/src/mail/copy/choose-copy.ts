import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import type { MailCopy } from './mail-copy';

const copies: Record<string, MailCopy> = { en, fr, de, es };

export interface ChosenCopy {
  copy: MailCopy;
  /** What dates are formatted in and the HTML lang: the tag itself (fr-CA keeps Canadian dates)
   *  when it is well-formed and its language has copy, else the language of the copy. */
  locale: string;
}

/** The copy of a BCP 47 tag's primary language subtag, English when there is none for it. */
export function chooseCopy(language: string): ChosenCopy {
  const primary = language.trim().split(/[-_]/, 1)[0].toLowerCase();
  if (!Object.prototype.hasOwnProperty.call(copies, primary)) return { copy: en, locale: 'en' };
  return { copy: copies[primary], locale: canonicalTag(language.trim()) ?? primary };
}

function canonicalTag(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}
