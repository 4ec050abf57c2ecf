import type { MailBody } from './mail-body';

/**
 * The plain-text part: the same body as blocks separated by blank lines, the button written as
 * its label and the URL. Written as code rather than a template because it is all line breaks,
 * which templates show poorly.
 */
export function textOf(body: MailBody): string {
  const blocks = [body.storeName, body.heading, ...body.paragraphs];
  if (body.card) blocks.push([body.card.title, ...body.card.lines].join('\n'));
  for (const detail of body.details ?? []) blocks.push([`${detail.label}:`, ...detail.lines].join('\n'));
  if (body.button) blocks.push(`${body.button.label}: ${body.button.url}`);
  blocks.push(...body.notes, `--\n${body.footer}`);
  return `${blocks.filter((block) => block !== '').join('\n\n')}\n`;
}
