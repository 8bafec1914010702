import { useEffect, useId, useRef, useState } from 'react';
import { CircleAlert, CircleCheck, Info, SlidersHorizontal, Sparkles } from 'lucide-react';
import type { GenerateBody, ParseResult } from '../../../../core/api/trips';
import { Button } from '../../../components/ui/button';
import type { FormValues } from '../lib/form-values';
import { sentence } from '../lib/sentence';
import { localToday } from '../../../lib/local-today';
import { validateForm, type FieldErrors } from '../lib/validate-form';
import { useFocusFirstInvalid } from '../lib/use-focus-first-invalid';
import { BudgetField } from './budget-field';
import { DatesField } from './dates-field';
import { FormField } from '../../../components/ui/form-field';
import { NumberStepper } from './number-stepper';

const FIELD_LABEL: Record<string, string> = {
  origin: 'Starting from',
  destinations: 'Destination',
  region: 'Region',
  dates: 'Dates',
  duration: 'Length',
  travellers: 'Travellers',
  budget: 'Budget',
  pace: 'Pace',
  interests: 'Interests',
  avoid: 'Leaving out',
  diets: 'Diet',
  cuisines: 'Cuisines',
  mobility: 'Getting around',
  'house-rules': 'House rules',
  'room-type': 'Room type',
  transport: 'Transport',
  connections: 'Connections',
  'day-windows': 'Fixed days',
  'stay-lengths': 'Stay',
  order: 'Order',
  repeats: 'Restaurants',
};
const MISSING_LABEL: Record<string, string> = {
  destination: 'Where you want to go',
  dates: 'When the trip starts',
  duration: 'How long it lasts',
};

interface ParseSummaryProps {
  parsed: ParseResult;
  /** The reading as form values; null when something essential is missing. */
  initial: FormValues | null;
  busy: boolean;
  onGenerate: (body: GenerateBody, values: FormValues) => void;
  onEditInForm: (values: FormValues | null) => void;
}

/**
 * What the parser understood (with the person's own words), what it assumed and what is missing. Dates,
 * party and budget can be corrected right here; everything else in the full form. Validated with the same
 * schema as the form before it is sent.
 */
export function ParseSummary({ parsed, initial, busy, onGenerate, onEditInForm }: ParseSummaryProps) {
  const uid = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLElement>();

  useEffect(() => heading.current?.focus(), []);

  const update = (patch: Partial<FormValues>) => setValues((v) => (v ? { ...v, ...patch } : v));
  const generate = () => {
    if (!values) return;
    const result = validateForm(values, localToday());
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    onGenerate(result.body, values);
  };
  const otherErrors = Object.entries(errors).filter(([k]) => !['startDate', 'endDate', 'adults', 'budgetAmount', 'currency'].includes(k));

  return (
    <section
      ref={containerRef}
      aria-labelledby={`${uid}-heading`}
      className="space-y-6 rounded-2xl border border-border bg-card p-5 shadow-soft sm:p-6"
    >
      <h2 id={`${uid}-heading`} ref={heading} tabIndex={-1} className="text-xl font-semibold tracking-tight outline-none">
        {values ? 'Here is what Wayfarer understood' : 'A few details are missing'}
      </h2>
      {parsed.understood.length > 0 && (
        <ul aria-label="Understood" className="grid gap-2 sm:grid-cols-2">
          {parsed.understood.map((u, i) => (
            <li key={i} className="flex items-start gap-3 rounded-xl border border-border bg-surface px-3 py-2.5">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              <span className="min-w-0 text-sm">
                <span className="block text-xs font-medium text-muted-foreground">{FIELD_LABEL[u.field] ?? u.field}</span>
                <span className="block font-semibold">{sentence(u.value)}</span>
                <span className="block text-xs text-muted-foreground">from “{u.text}”</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {parsed.assumptions.length > 0 && (
        <div>
          <h3 className="flex items-center gap-2 text-sm font-semibold">
            <Info aria-hidden="true" className="size-4 text-primary" /> Assumed
          </h3>
          <ul className="mt-1 list-disc space-y-1 pl-6 text-sm text-muted-foreground">
            {parsed.assumptions.map((a, i) => (
              <li key={i}>{sentence(a)}</li>
            ))}
          </ul>
        </div>
      )}
      {(parsed.missing.length > 0 || parsed.unknownPlaces.length > 0) && (
        <div className="rounded-xl bg-accent-soft px-4 py-3 text-sm text-accent-soft-foreground">
          <h3 className="flex items-center gap-2 font-semibold">
            <CircleAlert aria-hidden="true" className="size-4" /> Still needed
          </h3>
          <ul className="mt-1 list-disc space-y-1 pl-6">
            {parsed.missing.map((m) => (
              <li key={m}>{MISSING_LABEL[m] ?? m}</li>
            ))}
            {parsed.unknownPlaces.map((p) => (
              <li key={p}>Wayfarer has no curated places for {p} yet: choose a curated city instead.</li>
            ))}
          </ul>
        </div>
      )}
      {values && (
        <div className="space-y-5 border-t border-border pt-5">
          <h3 className="font-semibold">Check the details</h3>
          <DatesField idPrefix={`${uid}-dates`} startDate={values.startDate} endDate={values.endDate} errors={errors} onChange={update} />
          <div className="grid gap-5 sm:grid-cols-[auto_1fr]">
            <FormField id={`${uid}-adults`} label="Adults" error={errors.adults}>
              {(control) => (
                <NumberStepper {...control} unit="adult" min={1} max={20} value={values.adults} onChange={(adults) => update({ adults })} />
              )}
            </FormField>
            <BudgetField
              idPrefix={`${uid}-money`}
              amount={values.budgetAmount}
              currency={values.currency}
              errors={errors}
              onChange={update}
            />
          </div>
          {otherErrors.length > 0 && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {otherErrors.map(([, m]) => m).join(' ')} Adjust it in the form.
            </p>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        {values && (
          <Button size="lg" onClick={generate} disabled={busy}>
            <Sparkles aria-hidden="true" /> Generate this trip
          </Button>
        )}
        <Button variant="outline" size="lg" onClick={() => onEditInForm(values)}>
          <SlidersHorizontal aria-hidden="true" /> {values ? 'More options in the form' : 'Add the missing details in the form'}
        </Button>
      </div>
    </section>
  );
}
