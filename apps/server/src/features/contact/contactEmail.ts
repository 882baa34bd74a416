import { escapeHtml } from '../../email/templates';
import type { EmailMessage } from '../../email/mailer';

export type ContactMessage = { name: string; email: string; subject: string; message: string };

/** The email support receives: plain text first, the sender's words escaped in the HTML part. */
export function contactEmail(to: string, m: ContactMessage): EmailMessage {
  const text = [
    `From: ${m.name} <${m.email}>`,
    `Subject: ${m.subject}`,
    '',
    m.message,
    '',
    '(sent through the contact page; reply to the address above)',
  ].join('\n');
  const html = [
    `<p><strong>From:</strong> ${escapeHtml(m.name)} &lt;${escapeHtml(m.email)}&gt;</p>`,
    `<p><strong>Subject:</strong> ${escapeHtml(m.subject)}</p>`,
    `<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(m.message)}</pre>`,
    '<p style="color:#64748b">Sent through the contact page; reply to the address above.</p>',
  ].join('\n');
  // the subject line is one line by the request rules, so it cannot add headers
  return { to, subject: `[Contact] ${m.subject}`, text, html };
}
