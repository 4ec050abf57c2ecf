/**
 * What an e-mail says, in the order the layout shows it, every string already in the reader's
 * language and plain text (the HTML layout escapes, the text layout prints as is).
 */
export interface MailBody {
  /** BCP 47 tag of the words, for the HTML lang attribute. */
  language: string;
  storeName: string;
  subject: string;
  /** The line mail clients show after the subject in the inbox; hidden in the message. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** A product: its image (absolute URL, or '' for none), name and lines under it. */
  card?: { title: string; lines: string[]; imageUrl: string; imageAlt: string };
  /** Labelled values, each value as its lines (answers may span several). */
  details?: { label: string; lines: string[] }[];
  /** The one thing to do: an absolute http(s) URL. */
  button?: { label: string; url: string };
  linkFallback: string;
  notes: string[];
  footer: string;
}
