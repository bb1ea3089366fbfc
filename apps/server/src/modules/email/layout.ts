import { HTML_LANG, type Language } from '@shop/shared/i18n/language';
import { translator } from '@shop/shared/i18n/translate';
import { SHOP, shopAddressLine } from '@shop/shared/shop/identity';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export interface EmailParts {
  /** The language the email is written in: its HTML's `lang` and the layout's own words. */
  lang?: Language;
  subject: string;
  greeting: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** A call to action: shown as a link in HTML and as a bare URL in text. */
  action?: { label: string; url: string };
  /** Paragraphs after the action. */
  after?: string[];
}

/** Wraps a message in the shop's plain layout: text and a simple HTML twin, with the shop's identity. */
export function composeEmail(parts: EmailParts): EmailContent {
  const lang = parts.lang ?? 'en';
  const t = translator(lang);
  const footer = [
    SHOP.name,
    shopAddressLine(),
    `${SHOP.phone} · ${SHOP.email} · ${t('layout.footer.hours')}`,
    `GSTIN ${SHOP.gstin}`,
  ];
  const text = [
    parts.greeting,
    ...parts.paragraphs,
    ...(parts.action ? [`${parts.action.label}:\n${parts.action.url}`] : []),
    ...(parts.after ?? []),
    `— ${SHOP.name}`,
    '--\n' + footer.join('\n'),
  ].join('\n\n');

  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = `<!doctype html>
<html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1f2937;font-size:15px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">
<p style="margin:0 0 20px;font-size:18px;font-weight:bold;color:#1d4ed8">${escapeHtml(SHOP.name)}</p>
${p(parts.greeting)}
${parts.paragraphs.map(p).join('\n')}
${
  parts.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(parts.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4b5563">${escapeHtml(t('email.buttonFallback'))}<br>${escapeHtml(parts.action.url)}</p>`
    : ''
}
${(parts.after ?? []).map(p).join('\n')}
<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${footer.map(escapeHtml).join('<br>')}</p>
</div></body></html>`;
  return { subject: parts.subject, text, html };
}
