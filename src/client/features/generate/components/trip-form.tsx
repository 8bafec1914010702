import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { BedDouble, CalendarDays, Heart, MapPinned, Sparkles, Star, Users, UtensilsCrossed } from 'lucide-react';
import type { GenerateBody } from '../../../../core/api/trips';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { localToday } from '../../../lib/local-today';
import type { FormValues } from '../lib/form-values';
import { validateForm, type FieldErrors } from '../lib/validate-form';
import { useFocusFirstInvalid } from '../lib/use-focus-first-invalid';
import { BudgetField } from './budget-field';
import { DatesField } from './dates-field';
import { DestinationsField } from './destinations-field';
import { FormField } from '../../../components/ui/form-field';
import { FormSection } from './field';
import { FoodFields } from './food-fields';
import { MustSeeField } from './must-see-field';
import { InterestsField, PaceField } from './preferences-fields';
import { TransportField, LodgingFields } from './transport-lodging-fields';
import { TravellersField } from './travellers-field';
import { TripSummary } from './trip-summary';

interface TripFormProps {
  values: FormValues;
  onChange: (next: FormValues) => void;
  onGenerate: (body: GenerateBody) => void;
  busy: boolean;
  /** Shown above the Generate button (today's quota). */
  aside?: ReactNode;
}

/** The structured generator: validated with GenerateBodySchema (the server's own), errors inline, first one focused. */
export function TripForm({ values, onChange, onGenerate, busy, aside }: TripFormProps) {
  const uid = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();

  const update = (patch: Partial<FormValues>) => {
    const next = { ...values, ...patch };
    onChange(next);
    // After a first attempt the errors follow the input, so a fixed field stops being flagged at once.
    if (attempted) {
      const result = validateForm(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const result = validateForm(values, localToday());
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    onGenerate(result.body);
  };

  const errorCount = Object.keys(errors).length;
  return (
    <form
      ref={containerRef}
      noValidate
      onSubmit={submit}
      aria-label="Trip details"
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
    >
      <div className="min-w-0 space-y-6">
        <FormSection title="Where" icon={<MapPinned />}>
          <DestinationsField
            id={`${uid}-destinations`}
            value={values.destinations}
            ordered={values.orderFixed}
            onOrderedChange={(orderFixed) => update({ orderFixed })}
            error={errors.destinations}
            onChange={(destinations) =>
              update({
                destinations,
                mustSee: values.mustSee.filter((m) => !m.destinationId || destinations.some((d) => d.destinationId === m.destinationId)),
              })
            }
          />
        </FormSection>
        <FormSection title="When" icon={<CalendarDays />}>
          <DatesField
            idPrefix={`${uid}-dates`}
            startDate={values.startDate}
            endDate={values.endDate}
            errors={errors}
            onChange={update}
            wantedDays={values.base?.days}
          />
        </FormSection>
        <FormSection title="Who and how much" icon={<Users />}>
          <TravellersField idPrefix={`${uid}-party`} values={values} errors={errors} onChange={update} />
          <BudgetField
            idPrefix={`${uid}-money`}
            amount={values.budgetAmount}
            currency={values.currency}
            errors={errors}
            onChange={update}
          />
        </FormSection>
        <FormSection title="What you enjoy" icon={<Heart />}>
          <InterestsField value={values.interests} onChange={(interests) => update({ interests })} />
          <PaceField name={`${uid}-pace`} value={values.pace} onChange={(pace) => update({ pace })} />
        </FormSection>
        <FormSection title="Eating" icon={<UtensilsCrossed />}>
          <FoodFields diets={values.diets} repeatRestaurants={values.repeatRestaurants} onChange={update} />
        </FormSection>
        <FormSection title="Getting around and staying" icon={<BedDouble />}>
          <TransportField value={values.modes} error={errors.modes} onChange={(modes) => update({ modes })} />
          <LodgingFields roomType={values.roomType} houseRules={values.houseRules} onChange={update} />
        </FormSection>
        <FormSection title="Must-see places" icon={<Star />} description="The plan includes these, or tells you why it cannot.">
          <MustSeeField destinations={values.destinations} value={values.mustSee} onChange={(mustSee) => update({ mustSee })} />
        </FormSection>
      </div>
      <aside aria-label="Your trip so far" className="space-y-4 lg:sticky lg:top-24">
        <div className="space-y-4 rounded-2xl border border-border bg-card p-5 shadow-soft">
          <h2 className="text-lg font-semibold tracking-tight">Your trip</h2>
          <TripSummary values={values} />
          <FormField id={`${uid}-title`} label="Title (optional)" error={errors.title}>
            {(control) => (
              <Input
                {...control}
                value={values.title}
                maxLength={140}
                placeholder="Named after the cities"
                onChange={(e) => update({ title: e.target.value })}
              />
            )}
          </FormField>
          {aside}
          {errorCount > 0 && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errorCount === 1 ? 'One field needs attention.' : `${errorCount} fields need attention.`}
            </p>
          )}
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            <Sparkles aria-hidden="true" /> Generate itinerary
          </Button>
        </div>
      </aside>
    </form>
  );
}
