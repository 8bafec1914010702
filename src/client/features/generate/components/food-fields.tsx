import { useId } from 'react';
import type { Diet, FormValues } from '../lib/form-values';
import { DIETS } from '../../../../core/places/schema';
import { CheckboxList } from './checkbox-list';

const DIET_LABEL: Record<Diet, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  halal: 'Halal',
  kosher: 'Kosher',
  'gluten-free': 'Gluten-free',
};

/** Dietary needs every meal must meet, and whether a restaurant may come back on another day (decision 035). */
export function FoodFields({
  diets,
  repeatRestaurants,
  onChange,
}: {
  diets: Diet[];
  repeatRestaurants: boolean;
  onChange: (patch: Partial<Pick<FormValues, 'diets' | 'repeatRestaurants'>>) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <p id={`${id}-diets`} className="text-sm font-medium">
          Dietary needs
        </p>
        <CheckboxList
          legendId={`${id}-diets`}
          options={DIETS}
          labels={DIET_LABEL}
          value={diets}
          onChange={(next) => onChange({ diets: next })}
          describedBy={`${id}-diets-hint`}
        />
        <p id={`${id}-diets-hint`} className="text-sm text-muted-foreground">
          Every meal is at a place that lists them.
        </p>
      </div>
      <div className="space-y-1">
        <label className="flex min-h-11 w-fit cursor-pointer items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            checked={repeatRestaurants}
            onChange={(e) => onChange({ repeatRestaurants: e.target.checked })}
            aria-describedby={`${id}-repeat-hint`}
            className="size-4 accent-(--primary)"
          />
          Happy to go back to a place we liked
        </label>
        <p id={`${id}-repeat-hint`} className="text-sm text-muted-foreground">
          A restaurant may come back on a later day, after every other one that suits you, never twice in a day. It helps when few places
          suit a diet or the stay is long.
        </p>
      </div>
    </div>
  );
}
