import { useId, useRef, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError, errorMessageForUser } from '../../../lib/api-error';
import { useSendContactMessage } from '../api/send-contact-message';
import {
  EMPTY_VALUES,
  fieldErrorsFromDetails,
  firstInvalidField,
  validateContact,
  type ContactField,
  type ContactKind,
  type FieldErrors,
} from '../lib/validate';
import { ContactSuccess } from './contact-success';
import { FormField } from '../../../components/ui/form-field';

const TEAM_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;

export interface ContactFormProps {
  kind: ContactKind;
  /** Choices for the optional topic select; omitted → no topic field. */
  topics?: string[];
  withCompany?: boolean;
  withTeamSize?: boolean;
  submitLabel?: string;
  messageLabel?: string;
  messageHint?: string;
}

/** The contact, support and enterprise form: validated with the server's own schema before sending. */
export function ContactForm({
  kind,
  topics,
  withCompany,
  withTeamSize,
  submitLabel = 'Send message',
  messageLabel = 'Message',
  messageHint = 'At least 10 characters.',
}: ContactFormProps) {
  const uid = useId();
  const [values, setValues] = useState(EMPTY_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const refs = useRef<Partial<Record<ContactField, HTMLElement | null>>>({});
  const send = useSendContactMessage();
  const fieldId = (field: ContactField) => `${uid}-${field}`;

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const first = firstInvalidField(next);
    if (first) refs.current[first]?.focus();
  };

  const update = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, errors follow the input so a fixed field stops being flagged at once.
    if (submitted) {
      const result = validateContact(kind, next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validateContact(kind, values);
    if (!result.ok) return showErrors(result.errors);
    setErrors({});
    send.mutate(result.data, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) showErrors(fieldErrorsFromDetails(error.details));
      },
    });
  };

  if (send.isSuccess) {
    return (
      <ContactSuccess
        title="Thank you, your message has been sent"
        body={`We received it and will reply to ${values.email.trim()}. Your reference number is ${send.data.id}.`}
        onReset={() => {
          send.reset();
          setValues(EMPTY_VALUES);
          setSubmitted(false);
        }}
      />
    );
  }

  const bind = (field: ContactField) => ({
    ref: (el: HTMLElement | null) => void (refs.current[field] = el),
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => update(field, e.target.value),
  });
  const errorCount = Object.keys(errors).length;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-describedby={`${uid}-required-note`}>
      <p id={`${uid}-required-note`} className="text-sm text-muted-foreground">
        All fields are required unless marked optional.
      </p>
      {send.isError && <SendError error={send.error} />}
      {submitted && errorCount > 0 && !send.isPending && (
        <p className="sr-only" role="alert">
          {errorCount === 1 ? 'One field needs attention.' : `${errorCount} fields need attention.`}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={fieldId('name')} label="Name" error={errors.name}>
          {(control) => <Input {...control} {...bind('name')} autoComplete="name" required aria-required="true" />}
        </FormField>
        <FormField id={fieldId('email')} label="E-mail" error={errors.email}>
          {(control) => <Input {...control} {...bind('email')} type="email" autoComplete="email" required aria-required="true" />}
        </FormField>
        {withCompany && (
          <FormField id={fieldId('company')} label="Company" optional error={errors.company}>
            {(control) => <Input {...control} {...bind('company')} autoComplete="organization" />}
          </FormField>
        )}
        {withTeamSize && (
          <FormField id={fieldId('teamSize')} label="Team size" optional error={errors.teamSize}>
            {(control) => (
              <Select {...control} {...bind('teamSize')}>
                <option value="">Choose a range</option>
                {TEAM_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size === '1000+' ? 'More than 1,000 people' : `${size.replace('-', ' to ')} people`}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        )}
        {topics && (
          <FormField id={fieldId('topic')} label="Topic" optional error={errors.topic}>
            {(control) => (
              <Select {...control} {...bind('topic')}>
                <option value="">Choose a topic</option>
                {topics.map((topic) => (
                  <option key={topic} value={topic}>
                    {topic}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        )}
      </div>
      <FormField id={fieldId('message')} label={messageLabel} hint={messageHint} error={errors.message}>
        {(control) => <Textarea {...control} {...bind('message')} rows={6} required aria-required="true" />}
      </FormField>
      <Button type="submit" size="lg" disabled={send.isPending}>
        <Send aria-hidden="true" />
        {send.isPending ? 'Sending…' : submitLabel}
      </Button>
    </form>
  );
}

function SendError({ error }: { error: unknown }) {
  const status = error instanceof ApiError ? error.status : undefined;
  const text =
    status === 429
      ? 'You have sent several messages in a short time. Please wait a few minutes, then try again.'
      : status === 400
        ? 'The server could not accept the message. Please correct the highlighted fields and send it again.'
        : `Your message could not be sent: ${errorMessageForUser(error)}. Please try again in a moment.`;
  const requestId = error instanceof ApiError ? error.requestId : undefined;
  return (
    <Alert variant="destructive">
      <AlertDescription>
        <p className="font-semibold">Message not sent</p>
        <p>{text}</p>
        {requestId && <p className="mt-1 text-xs">Reference: {requestId}</p>}
      </AlertDescription>
    </Alert>
  );
}
