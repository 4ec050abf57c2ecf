import { compileTemplate, executeTemplate } from '@storefront/template';
import type { MailBody } from './mail-body';

/**
 * One single-column layout for every e-mail, written for mail clients rather than browsers:
 * tables for structure, inline styles only (no <style> block, which several clients drop), a fluid
 * width capped at 600 px, and a bulletproof button (a styled link in a coloured cell). Rendered
 * with the storefront's template engine so that every value goes through `|html` / `|htmlattr`
 * in one visible place.
 */
const font = 'font-family:Helvetica,Arial,sans-serif;';

const template = `<!DOCTYPE html>
<html lang="{language|htmlattr}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<title>{subject|html}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4f4f5;">
<div style="display:none;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all;">{preheader|html}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f4f5;">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border-radius:8px;">
<tr><td style="padding:24px 24px 0;${font}font-size:14px;line-height:20px;font-weight:bold;color:#52525b;">{storeName|html}</td></tr>
<tr><td style="padding:12px 24px 0;${font}"><h1 style="margin:0;font-size:24px;line-height:32px;font-weight:bold;color:#18181b;">{heading|html}</h1></td></tr>
{.repeated section paragraphs}<tr><td style="padding:16px 24px 0;${font}font-size:16px;line-height:24px;color:#27272a;">{@|html}</td></tr>
{.end}{.section card}<tr><td style="padding:24px 24px 0;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #e4e4e7;border-radius:8px;">
{.section imageUrl}<tr><td style="padding:0;"><img src="{@|htmlattr}" alt="{imageAlt|htmlattr}" width="550" style="display:block;width:100%;max-width:550px;height:auto;border:0;border-radius:8px 8px 0 0;"></td></tr>
{.end}<tr><td style="padding:16px;${font}">
<p style="margin:0;font-size:18px;line-height:26px;font-weight:bold;color:#18181b;">{title|html}</p>
{.repeated section lines}<p style="margin:4px 0 0;font-size:16px;line-height:24px;color:#3f3f46;">{@|html}</p>
{.end}</td></tr>
</table>
</td></tr>
{.end}{.section details}<tr><td style="padding:16px 24px 0;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
{.repeated section @}<tr><td style="padding:12px 0;border-top:1px solid #e4e4e7;${font}">
<p style="margin:0;font-size:13px;line-height:18px;font-weight:bold;color:#52525b;">{label|html}</p>
<p style="margin:4px 0 0;font-size:16px;line-height:24px;color:#18181b;">{.repeated section lines}{@|html}{.alternates with}<br>{.end}</p>
</td></tr>
{.end}</table>
</td></tr>
{.end}{.section button}<tr><td style="padding:24px 24px 0;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" bgcolor="#18181b" style="border-radius:6px;background-color:#18181b;">
<a href="{url|htmlattr}" target="_blank" rel="noopener" style="display:inline-block;padding:12px 24px;${font}font-size:16px;line-height:24px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">{label|html}</a>
</td></tr></table>
</td></tr>
<tr><td style="padding:16px 24px 0;${font}font-size:13px;line-height:20px;color:#52525b;">{linkFallback|html}<br><a href="{url|htmlattr}" target="_blank" rel="noopener" style="color:#1d4ed8;word-break:break-all;">{url|html}</a></td></tr>
{.end}{.repeated section notes}<tr><td style="padding:16px 24px 0;${font}font-size:14px;line-height:20px;color:#3f3f46;">{@|html}</td></tr>
{.end}<tr><td style="padding:24px;${font}"><p style="margin:0;padding-top:16px;border-top:1px solid #e4e4e7;font-size:12px;line-height:18px;color:#71717a;">{footer|html}</p></td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

const compiled = compileTemplate(template);

export function htmlOf(body: MailBody): string {
  const { output, errors } = executeTemplate(compiled, { json: body, locale: body.language });
  // The template and the body's shape are ours: an error here is a bug, not something to mail.
  if (errors.length > 0) throw new Error(`mail layout: ${errors.map((e) => e.message).join('; ')}`);
  return output;
}
