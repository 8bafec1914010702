import { useId, useRef, useState, type FormEvent } from 'react';
import { Loader2, Wand2 } from 'lucide-react';
import { ParseBodySchema, type GenerateBody, type ParseResult } from '../../../../core/api/trips';
import { TripRequestSchema, type TripRequestInput } from '../../../../core/trip-request/schema';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessageForUser } from '../../../lib/api-error';
import { useParseTrip } from '../api/parse-trip';
import { emptyFormValues, fromTripRequest, type FormValues } from '../lib/form-values';
import { localToday } from '../../../lib/local-today';
import { FormField } from '../../../components/ui/form-field';
import { ParseSummary } from './parse-summary';

const EXAMPLES = [
  '3 days in Lisbon next month for two under €1,500',
  'A relaxed week in Kyoto in April with our two kids aged 6 and 9, no museums',
  'Paris then Amsterdam by train, 6 days from June 3, budget $3,000',
];

interface FreeTextPanelProps {
  defaultCurrency: string;
  busy: boolean;
  onGenerate: (body: GenerateBody, values: FormValues) => void;
  onEditInForm: (values: FormValues) => void;
}

/** One sentence → POST /api/itineraries/parse → an editable summary of what was understood → generate. */
export function FreeTextPanel({ defaultCurrency, busy, onGenerate, onEditInForm }: FreeTextPanelProps) {
  const uid = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<{ parsed: ParseResult; values: FormValues | null; version: number } | null>(null);
  const parse = useParseTrip();
  const textRef = useRef<HTMLTextAreaElement>(null);

  const understand = (event: FormEvent) => {
    event.preventDefault();
    const body = ParseBodySchema.safeParse({ text, today: localToday(), defaultCurrency });
    if (!body.success) {
      setError('Describe your trip in a few words: where, when, for how long, and for whom.');
      textRef.current?.focus();
      return;
    }
    setError(undefined);
    parse.mutate(body.data, {
      onSuccess: (parsed) => {
        const request = parsed.request ? TripRequestSchema.safeParse(parsed.request) : null;
        const values = request?.success ? fromTripRequest(request.data, { cities: parsed.destinations }) : null;
        if (values) values.currency = values.base?.budget?.currency ?? defaultCurrency;
        setResult((prev) => ({ parsed, values, version: (prev?.version ?? 0) + 1 }));
      },
    });
  };

  /**
   * What the form takes from a reading that is not complete (no dates, say): every field understood, through the same
   * mapping as a complete one; the missing ones stay empty for the user to fill in.
   */
  const partialValues = (parsed: ParseResult): FormValues => {
    const draft = parsed.draft as Partial<TripRequestInput>;
    const values = fromTripRequest(
      { ...draft, startDate: draft.startDate ?? '', destinations: draft.destinations ?? [] },
      {
        cities: parsed.destinations,
        current: emptyFormValues(defaultCurrency),
      },
    );
    // Only cities the knowledge base knows can be planned; an unknown name stays out of the form (the summary says so).
    const known = new Set(parsed.destinations.map((c) => c.id));
    return { ...values, destinations: values.destinations.filter((d) => known.has(d.destinationId)) };
  };

  return (
    <div className="space-y-6">
      <form
        noValidate
        onSubmit={understand}
        aria-label="Plan from a description"
        className="space-y-4 rounded-2xl border border-border bg-card p-5 shadow-soft sm:p-6"
      >
        <FormField
          id={`${uid}-text`}
          label="Describe your trip"
          error={error}
          hint={
            'Where, when, how long, who is coming, your budget, and what you enjoy. ' +
            'Wayfarer reads it and shows you what it understood before planning.'
          }
        >
          {(control) => (
            <Textarea
              ref={textRef}
              {...control}
              rows={4}
              maxLength={2000}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={EXAMPLES[0]}
              className="text-base"
            />
          )}
        </FormField>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">Try:</span>
          {EXAMPLES.map((ex) => (
            <button
              key={ex}
              type="button"
              onClick={() => setText(ex)}
              className={
                'min-h-11 rounded-full border border-input px-3 text-left hover:bg-muted ' +
                'focus-visible:outline-2 focus-visible:outline-ring sm:min-h-9'
              }
            >
              {ex}
            </button>
          ))}
        </div>
        <Button type="submit" size="lg" disabled={parse.isPending}>
          {parse.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Wand2 aria-hidden="true" />}
          {parse.isPending ? 'Reading…' : 'Understand'}
        </Button>
        {parse.isError && (
          <Alert variant="destructive">
            <AlertDescription>Your description could not be read: {errorMessageForUser(parse.error)}</AlertDescription>
          </Alert>
        )}
      </form>
      {result && (
        <ParseSummary
          key={result.version}
          parsed={result.parsed}
          initial={result.values}
          busy={busy}
          onGenerate={onGenerate}
          onEditInForm={(values) => onEditInForm(values ?? partialValues(result.parsed))}
        />
      )}
    </div>
  );
}
