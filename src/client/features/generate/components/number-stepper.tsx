import { forwardRef } from 'react';
import { Minus, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import type { ControlProps } from '../../../components/ui/form-field';

interface NumberStepperProps extends ControlProps {
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  /** Names the buttons: "Remove one adult" / "Add one adult". */
  unit: string;
}

/**
 * A number input with − and + buttons; typing still works, and the shared schema judges the result. The
 * buttons are aria-disabled at the limits rather than disabled, so focus never drops to the page.
 */
export const NumberStepper = forwardRef<HTMLInputElement, NumberStepperProps>(function NumberStepper(
  { value, onChange, min, max, unit, ...control },
  ref,
) {
  const n = Number(value);
  const current = Number.isFinite(n) && value.trim() !== '' ? n : min;
  const step = (delta: number) => onChange(String(Math.min(max, Math.max(min, Math.round(current) + delta))));
  return (
    <div className="flex items-center gap-1.5">
      <Button
        type="button"
        variant="outline"
        size="icon"
        aria-label={`Remove one ${unit}`}
        onClick={() => step(-1)}
        aria-disabled={current <= min}
        className="aria-disabled:opacity-55"
      >
        <Minus aria-hidden="true" />
      </Button>
      <Input
        ref={ref}
        {...control}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="w-16 text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
      />
      <Button
        type="button"
        variant="outline"
        size="icon"
        aria-label={`Add one ${unit}`}
        onClick={() => step(1)}
        aria-disabled={current >= max}
        className="aria-disabled:opacity-55"
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
});
