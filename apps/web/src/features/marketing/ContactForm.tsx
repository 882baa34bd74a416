import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { sendContactMessage } from '../../api/contact';
import { Button } from '../../components/ui/Button';
import { Field, inputClass } from '../../components/ui/Field';
import {
  CONTACT_LINE_MAX,
  CONTACT_MESSAGE_MAX,
  validateContact,
  type ContactErrors,
  type ContactFields,
} from './contactValidation';

const EMPTY: ContactFields = { name: '', email: '', subject: '', message: '' };

/**
 * Name, email, subject, message; checked here and again on the server, which stores the
 * message and emails it to support. `website` is a honeypot people never see.
 */
export function ContactForm() {
  const [fields, setFields] = useState(EMPTY);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<ContactErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => sendContactMessage({ ...fields, website }),
    onSuccess: (answer) => {
      setSent(answer.message);
      setFields(EMPTY);
    },
    onError: (error) =>
      setFailure(error instanceof Error ? error.message : 'Sending failed. Please try again.'),
  });
  const busy = send.isPending;

  const set = (key: keyof ContactFields) => (value: string) =>
    setFields((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(fields);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    send.mutate();
  };

  if (sent) {
    return (
      <div
        role="status"
        data-testid="contact-sent"
        className="rounded-xl border border-green-300 bg-green-50 p-6 text-green-900"
      >
        <p className="font-semibold">{sent}</p>
        <Button variant="link" className="mt-3" onClick={() => setSent(null)}>
          Send another message
        </Button>
      </div>
    );
  }

  const messageId = 'contact-message';
  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="contact-form">
      <Field
        id="contact-name"
        label="Name"
        value={fields.name}
        onChange={set('name')}
        error={errors.name}
        autoComplete="name"
        maxLength={CONTACT_LINE_MAX}
        required
      />
      <Field
        id="contact-email"
        label="Email"
        type="email"
        value={fields.email}
        onChange={set('email')}
        error={errors.email}
        autoComplete="email"
        required
      />
      <Field
        id="contact-subject"
        label="Subject"
        value={fields.subject}
        onChange={set('subject')}
        error={errors.subject}
        maxLength={CONTACT_LINE_MAX}
        required
      />
      <div>
        <label htmlFor={messageId} className="mb-1 block text-sm font-medium text-slate-700">
          Message
        </label>
        <textarea
          id={messageId}
          name="message"
          rows={6}
          value={fields.message}
          onChange={(e) => set('message')(e.target.value)}
          maxLength={CONTACT_MESSAGE_MAX}
          required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
          className={inputClass}
        />
        {errors.message && (
          <p id={`${messageId}-error`} className="mt-1 text-sm text-red-700">
            {errors.message}
          </p>
        )}
      </div>
      {/* the honeypot: off-screen and skipped by keyboards and screen readers */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(e) => setWebsite(e.target.value)}
        />
      </div>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <Button type="submit" variant="brand" size="lg" busy={busy}>
        {busy ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
