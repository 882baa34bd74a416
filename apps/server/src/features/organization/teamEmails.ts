import type { EmailMessage } from '../../email/mailer';
import { escapeHtml } from '../../email/templates';

const PRODUCT = 'Codeflow';
// a name set by a request never holds these (contracts fullNameSchema); kept out of mail anyway
const unsafeInName = /[\p{Cc}\u2028\u2029\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/gu;

/**
 * Anything a mail client could turn into a link: a scheme (`https://`, `mailto:`), `www.`, an
 * address, or a dotted name ending in a 2+ letter label (`evil.example`, `x.co/login`). Initials
 * such as "J.R.R. Tolkien" stay (issue 21, finding 9).
 */
const linkLike =
  /\b(?:[a-z][a-z0-9+.-]*:\/\/|(?:mailto|javascript|data|tel|sms):)\S*|\bwww\.\S*|\S*@\S+|\S*[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}\b\S*/giu;
export const LINK_REMOVED = '[link removed]';

/**
 * A name an owner typed (theirs, or the member's) as it may appear in an email: no line breaks
 * or direction marks, and never a link: an owner's name must not carry a lure to the person
 * they invite.
 */
export function clean(name: string): string {
  return name
    .replace(unsafeInName, ' ')
    .replace(linkLike, LINK_REMOVED)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The inviter, quoted, so their words read as a name and not as our text. */
function inviter(ownerName: string): string {
  const name = clean(ownerName);
  return name ? `“${name}”` : 'An Organization owner';
}

function message(
  to: string,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
  footer: string,
): EmailMessage {
  const text = [
    ...lines,
    '',
    `${action.label}: ${action.url}`,
    '',
    footer,
    '',
    `— ${PRODUCT}`,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
<h2>${escapeHtml(PRODUCT)}</h2>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#555">Or paste this link into your browser:<br>${escapeHtml(action.url)}</p>
<p style="font-size:13px;color:#555">${escapeHtml(footer)}</p>
</body></html>
`;
  return { to, subject, text, html };
}

function greeting(fullName: string): string {
  const name = clean(fullName);
  return name ? `Hello ${name},` : 'Hello,';
}

/**
 * The default: the new member chooses their own password through a one-time link (the reset
 * screen), so no password ever travels by email.
 */
export function teamInviteMessage(
  to: string,
  fullName: string,
  ownerName: string,
  link: string,
  days: number,
): EmailMessage {
  return message(
    to,
    `You have been added to a ${PRODUCT} team`,
    [
      greeting(fullName),
      `${inviter(ownerName)} added you to their ${PRODUCT} team. Choose a password to start.`,
    ],
    { label: 'Choose your password', url: link },
    `This link works once and expires in ${days} days. If you did not expect this email, ignore it.`,
  );
}

/**
 * "Set a password now": the owner tells the member a temporary password; the email only says
 * hello and that the member chooses their own at first sign-in (decision 028).
 */
export function teamWelcomeMessage(
  to: string,
  fullName: string,
  ownerName: string,
  signInUrl: string,
  days: number,
): EmailMessage {
  return message(
    to,
    `Welcome to your ${PRODUCT} team`,
    [
      greeting(fullName),
      `${inviter(ownerName)} added you to their ${PRODUCT} team and chose a temporary password for you; they will tell you what it is.`,
      `When you first sign in with it you choose your own password. It works for ${days} days. You can instead sign in with Google, or set your password with "Forgot your password" on the sign-in screen: either signs out every other session.`,
    ],
    { label: 'Sign in', url: signInUrl },
    'If you did not expect this email, ignore it.',
  );
}

/**
 * An existing account invited to a team (decision 033): Accept and Decline both open the
 * dashboard, where the signed-in holder answers (a link alone never joins: mail scanners open
 * links, and the account must be the one invited).
 */
export function teamInvitationMessage(
  to: string,
  fullName: string,
  ownerName: string,
  acceptUrl: string,
  declineUrl: string,
  days: number,
): EmailMessage {
  const lines = [
    greeting(fullName),
    `${inviter(ownerName)} invited your ${PRODUCT} account to join their team.`,
    'In the team you get the Organization features and can open the flowcharts the team shares. Your own flowcharts stay yours: nobody in the team can see them unless you share one with the team. You can leave the team at any time.',
    `To decline instead: ${declineUrl}`,
  ];
  return message(
    to,
    `You are invited to join a ${PRODUCT} team`,
    lines,
    { label: 'Accept the invitation', url: acceptUrl },
    `Both links ask you to sign in first. The invitation expires in ${days} days. If you did not expect this email, ignore it or decline.`,
  );
}
