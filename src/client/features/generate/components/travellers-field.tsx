import { Input } from '../../../components/ui/input';
import type { FormValues } from '../lib/form-values';
import { FormField } from '../../../components/ui/form-field';
import { NumberStepper } from './number-stepper';

interface TravellersFieldProps {
  idPrefix: string;
  values: Pick<FormValues, 'adults' | 'childAges' | 'pets'>;
  onChange: (patch: Partial<Pick<FormValues, 'adults' | 'childAges' | 'pets'>>) => void;
  errors: Partial<Record<string, string>>;
}

/** Adults, children (each with an age: lodging rules and prices depend on it) and pets. */
export function TravellersField({ idPrefix, values, onChange, errors }: TravellersFieldProps) {
  const children = values.childAges.length;
  const setChildren = (n: string) => {
    const count = Math.max(0, Math.min(20, Math.round(Number(n) || 0)));
    onChange({ childAges: Array.from({ length: count }, (_, i) => values.childAges[i] ?? '') });
  };
  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField id={`${idPrefix}-adults`} label="Adults" error={errors.adults}>
          {(control) => (
            <NumberStepper {...control} unit="adult" min={1} max={20} value={values.adults} onChange={(adults) => onChange({ adults })} />
          )}
        </FormField>
        <FormField id={`${idPrefix}-children`} label="Children" hint="Under 18">
          {(control) => <NumberStepper {...control} unit="child" min={0} max={20} value={String(children)} onChange={setChildren} />}
        </FormField>
        <FormField id={`${idPrefix}-pets`} label="Pets" error={errors.pets}>
          {(control) => (
            <NumberStepper {...control} unit="pet" min={0} max={10} value={values.pets} onChange={(pets) => onChange({ pets })} />
          )}
        </FormField>
      </div>
      {children > 0 && (
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {values.childAges.map((age, i) => (
            <FormField key={i} id={`${idPrefix}-child-${i}`} label={`Age of child ${i + 1}`} error={errors[`childAges.${i}`]}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={17}
                  value={age}
                  onChange={(e) => onChange({ childAges: values.childAges.map((a, j) => (j === i ? e.target.value : a)) })}
                />
              )}
            </FormField>
          ))}
        </div>
      )}
    </div>
  );
}
