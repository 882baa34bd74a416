/**
 * The contact form's checks before sending, the same rules and words as the server's
 * (packages/contracts/src/contact.ts), repeated here so the page does not load zod.
 */
export type ContactFields = { name: string; email: string; subject: string; message: string };
export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_LINE_MAX = 200;

// control characters and bidi overrides: one-line fields stay one line
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/u;

export function validateContact(f: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  const name = f.name.trim();
  if (!name) errors.name = 'Please enter your name';
  else if (name.length > CONTACT_LINE_MAX)
    errors.name = `Name must be at most ${CONTACT_LINE_MAX} characters`;
  else if (UNSAFE.test(name)) errors.name = 'Name must be one line without control characters';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.email.trim())) {
    errors.email = 'Please enter a valid email address';
  }
  const subject = f.subject.trim();
  if (!subject) errors.subject = 'Please enter a subject';
  else if (subject.length > CONTACT_LINE_MAX)
    errors.subject = `Subject must be at most ${CONTACT_LINE_MAX} characters`;
  else if (UNSAFE.test(subject))
    errors.subject = 'Subject must be one line without control characters';
  const message = f.message.trim();
  if (message.length < CONTACT_MESSAGE_MIN) {
    errors.message = `Message must be at least ${CONTACT_MESSAGE_MIN} characters`;
  } else if (message.length > CONTACT_MESSAGE_MAX) {
    errors.message = `Message must be at most ${CONTACT_MESSAGE_MAX} characters`;
  }
  return errors;
}
