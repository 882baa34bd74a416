import { z } from 'zod';
import { UNSAFE_NAME_CHARACTERS } from './auth';
import { requestBody } from './requestRules';

export const CONTACT_LIMITS = {
  nameMax: 200,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 5000,
} as const;

export const contactTexts = {
  nameRequired: 'Please enter your name',
  nameTooLong: `Name must be at most ${CONTACT_LIMITS.nameMax} characters`,
  nameUnsafe: 'Name must be one line without control characters',
  emailInvalid: 'Please enter a valid email address',
  subjectRequired: 'Please enter a subject',
  subjectTooLong: `Subject must be at most ${CONTACT_LIMITS.subjectMax} characters`,
  subjectUnsafe: 'Subject must be one line without control characters',
  messageTooShort: `Message must be at least ${CONTACT_LIMITS.messageMin} characters`,
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.messageMax} characters`,
  sent: 'Thank you — your message has been sent. We usually reply within 24 to 48 hours.',
} as const;

const oneLine = (required: string, tooLong: string, unsafe: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((v) => !UNSAFE_NAME_CHARACTERS.test(v), { message: unsafe });

/**
 * POST /api/contact (the contact page's form). `website` is a honeypot: hidden from people,
 * filled in by bots; a message that fills it is answered like any other and dropped.
 */
export const contactRequestSchema = z.object({
  name: oneLine(
    contactTexts.nameRequired,
    contactTexts.nameTooLong,
    contactTexts.nameUnsafe,
    CONTACT_LIMITS.nameMax,
  ),
  email: z
    .string({ error: contactTexts.emailInvalid })
    .trim()
    .max(254, contactTexts.emailInvalid)
    .pipe(z.email({ error: contactTexts.emailInvalid })),
  subject: oneLine(
    contactTexts.subjectRequired,
    contactTexts.subjectTooLong,
    contactTexts.subjectUnsafe,
    CONTACT_LIMITS.subjectMax,
  ),
  message: z
    .string({ error: contactTexts.messageTooShort })
    .trim()
    .min(CONTACT_LIMITS.messageMin, contactTexts.messageTooShort)
    .max(CONTACT_LIMITS.messageMax, contactTexts.messageTooLong),
  website: z.string().max(500).optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export const contactBodySchema = requestBody(contactRequestSchema);

export const contactResponseSchema = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
