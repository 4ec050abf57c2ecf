/**
 * The store name mails are signed with: the display name of MAIL_FROM ('Storefront <no-reply@…>'),
 * so the sender shown by a mail client and the name in the text never disagree. Without one, the
 * address's domain.
 */
export function storeNameOf(mailFrom: string): string {
  const display = /^\s*"?([^"<]*?)"?\s*</.exec(mailFrom)?.[1]?.trim();
  if (display) return display;
  const address = /<([^>]*)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return address.split('@')[1]?.trim() || address.trim();
}
