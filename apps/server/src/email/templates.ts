import type { EmailMessage } from './mailer';

const PRODUCT = 'Codeflow';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

type Template = {
  to: string;
  subject: string;
  greetingName: string;
  lines: string[];
  action?: { label: string; url: string };
  footer: string;
};

/**
 * Line breaks, control characters and bidi overrides could turn a name into a paragraph of its
 * own or reorder the text around it; names are refused with them at sign-up, and this keeps
 * names stored before that rule out of emails too.
 */
const unsafeInName = /[\p{Cc}\u2028\u2029\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/gu;

function render(t: Template): EmailMessage {
  const name = t.greetingName.replace(unsafeInName, ' ').replace(/\s+/g, ' ').trim();
  const hello = name ? `Hello ${name},` : 'Hello,';
  const text = [
    hello,
    '',
    ...t.lines,
    '',
    ...(t.action ? [`${t.action.label}: ${t.action.url}`, ''] : []),
    t.footer,
    '',
    `— ${PRODUCT}`,
  ].join('\n');
  const paragraphs = t.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n');
  const button = t.action
    ? `<p><a href="${escapeHtml(t.action.url)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(t.action.label)}</a></p>
<p style="font-size:13px;color:#555">Or paste this link into your browser:<br>${escapeHtml(t.action.url)}</p>`
    : '';
  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
<h2>${escapeHtml(PRODUCT)}</h2>
<p>${escapeHtml(hello)}</p>
${paragraphs}
${button}
<p style="font-size:13px;color:#555">${escapeHtml(t.footer)}</p>
</body></html>
`;
  return { to: t.to, subject: t.subject, text, html };
}

export function verifyEmailMessage(to: string, fullName: string, link: string): EmailMessage {
  return render({
    to,
    subject: `Verify your email for ${PRODUCT}`,
    greetingName: fullName,
    lines: [`Thanks for signing up for ${PRODUCT}. Please confirm your email address.`],
    action: { label: 'Verify your email', url: link },
    footer: "This link expires in 24 hours. If you didn't create an account, ignore this email.",
  });
}

export function resetPasswordMessage(to: string, fullName: string, link: string): EmailMessage {
  return render({
    to,
    subject: `Reset your ${PRODUCT} password`,
    greetingName: fullName,
    lines: ['Someone asked to reset the password of your account.'],
    action: { label: 'Reset your password', url: link },
    footer:
      "This link expires in 1 hour and works once. If you didn't ask for it, ignore this email; your password stays the same.",
  });
}

/** Sent instead of a second account when someone registers with an existing address. */
export function accountExistsMessage(
  to: string,
  fullName: string,
  signInUrl: string,
): EmailMessage {
  return render({
    to,
    subject: `You already have a ${PRODUCT} account`,
    greetingName: fullName,
    lines: [
      `Someone (perhaps you) tried to sign up for ${PRODUCT} with this email address, which already has an account.`,
      'You can sign in, or use "Forgot your password" on the sign-in screen to choose a new password.',
    ],
    action: { label: 'Sign in', url: signInUrl },
    footer: "If this wasn't you, you can ignore this email.",
  });
}

/** Account settings: sent to the new address; the change is applied when the link is followed. */
/**
 * A second sign-up for an address whose account is still unverified (issue 21, finding 2): no
 * link here sets that sign-up's password. The link is a reset link: whoever holds the inbox
 * chooses the password on the page, which also ends every other session (decision 028).
 */
export function signUpAttemptMessage(to: string, resetUrl: string): EmailMessage {
  return render({
    to,
    subject: `Someone tried to sign up with your address for ${PRODUCT}`,
    greetingName: '',
    lines: [
      `Someone (perhaps you) tried to sign up for ${PRODUCT} again with this email address, whose account is waiting for its address to be verified.`,
      'Nothing was changed. If it was you and you want to sign in with a new password, choose it with the link below: it verifies your address and signs out everyone else.',
    ],
    action: { label: 'Choose your password', url: resetUrl },
    footer:
      "If this wasn't you, you can ignore this email; your sign-up's verification link still works.",
  });
}

export function confirmEmailChangeMessage(
  to: string,
  fullName: string,
  link: string,
): EmailMessage {
  return render({
    to,
    subject: `Confirm your new email address for ${PRODUCT}`,
    greetingName: fullName,
    lines: [
      `Someone asked to use this address for a ${PRODUCT} account. Open the link to confirm it; the account's email changes only then.`,
    ],
    action: { label: 'Confirm your new email', url: link },
    footer:
      "This link expires in 24 hours and works once. If you didn't ask for it, ignore this email.",
  });
}

/**
 * Account settings: sent instead of the confirmation link when the new address already has an
 * account (issue 22, item 16): the person asking is told only "we sent a link", its holder this.
 */
export function emailInUseNoticeMessage(to: string, fullName: string): EmailMessage {
  return render({
    to,
    subject: `Someone tried to move another ${PRODUCT} account to your address`,
    greetingName: fullName,
    lines: [
      `Someone signed in to another ${PRODUCT} account asked to change that account's email address to this one.`,
      'This address already belongs to your account, so nothing was changed and your account is as it was.',
    ],
    footer:
      'If it was you, use another address for the other account. Otherwise you can ignore this email.',
  });
}

/** Account settings: sent to the old address when a change to another address is asked for. */
export function emailChangeNoticeMessage(
  to: string,
  fullName: string,
  newEmail: string,
): EmailMessage {
  return render({
    to,
    subject: `Your ${PRODUCT} email address is being changed`,
    greetingName: fullName,
    lines: [
      `Someone signed in to your account asked to change its email address to ${newEmail}.`,
      'Nothing changes until the link sent to that address is opened.',
    ],
    footer:
      'If this wasn\'t you, change your password and use "Log out everywhere" in your account settings.',
  });
}

/** Account settings: after a password change from the account page. */
export function passwordChangedMessage(to: string, fullName: string): EmailMessage {
  return render({
    to,
    subject: `Your ${PRODUCT} password was changed`,
    greetingName: fullName,
    lines: [
      'The password of your account was just changed, and every other session was signed out.',
    ],
    footer: 'If this wasn\'t you, use "Forgot your password" on the sign-in screen at once.',
  });
}

/** Account settings: the account and its data are gone. */
export function accountDeletedMessage(to: string, fullName: string): EmailMessage {
  return render({
    to,
    subject: `Your ${PRODUCT} account has been deleted`,
    greetingName: fullName,
    lines: [
      `Your ${PRODUCT} account, its flowcharts, share links and sessions have been deleted.`,
      'We keep only the accounting record of past payments that the law requires, without your name or email address.',
    ],
    footer: 'You can sign up again at any time with this address.',
  });
}
