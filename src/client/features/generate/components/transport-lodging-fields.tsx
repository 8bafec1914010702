import { useId } from 'react';
import { HOUSE_RULES, INTERCITY_MODES, ROOM_TYPES, type HouseRule, type IntercityMode } from '../../../../core/trip-request/schema';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import type { FormValues } from '../lib/form-values';
import { FieldError } from '../../../components/ui/form-field';
import { CheckboxList } from './checkbox-list';

const MODE_LABEL: Record<IntercityMode, string> = {
  flight: 'Flights',
  train: 'Trains',
  bus: 'Buses',
  ferry: 'Ferries',
  'self-drive': 'Driving myself',
  taxi: 'Taxis',
};
const ROOM_LABEL: Record<FormValues['roomType'], string> = {
  any: 'Any kind of room',
  entire: 'An entire home',
  private: 'A private room',
  shared: 'A shared room is fine',
  'not-shared': 'Anything but shared',
};
const RULE_LABEL: Record<HouseRule, string> = {
  pets: 'Pets allowed',
  smoking: 'Smoking allowed',
  parties: 'Parties allowed',
  'children-under-10': 'Children under 10 welcome',
  visitors: 'Visitors allowed',
};

export function TransportField({
  value,
  onChange,
  error,
}: {
  value: IntercityMode[];
  onChange: (next: IntercityMode[]) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="space-y-2">
      <p id={`${id}-label`} className="text-sm font-medium">
        Ways to travel between cities
      </p>
      <CheckboxList
        legendId={`${id}-label`}
        options={INTERCITY_MODES}
        labels={MODE_LABEL}
        value={value}
        onChange={onChange}
        invalid={!!error}
        describedBy={error ? `${id}-error` : `${id}-hint`}
      />
      {!error && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          Within a city the planner walks, takes transit or a taxi.
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function LodgingFields({
  roomType,
  houseRules,
  onChange,
}: {
  roomType: FormValues['roomType'];
  houseRules: HouseRule[];
  onChange: (patch: Partial<Pick<FormValues, 'roomType' | 'houseRules'>>) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-1.5 sm:max-w-xs">
        <Label htmlFor={`${id}-room`}>Room type</Label>
        <Select id={`${id}-room`} value={roomType} onChange={(e) => onChange({ roomType: e.target.value as FormValues['roomType'] })}>
          {ROOM_TYPES.map((r) => (
            <option key={r} value={r}>
              {ROOM_LABEL[r]}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-2">
        <p id={`${id}-rules`} className="text-sm font-medium">
          House rules the stay must allow
        </p>
        <CheckboxList
          legendId={`${id}-rules`}
          options={HOUSE_RULES}
          labels={RULE_LABEL}
          value={houseRules}
          onChange={(next) => onChange({ houseRules: next })}
          describedBy={`${id}-rules-hint`}
        />
        <p id={`${id}-rules-hint`} className="text-sm text-muted-foreground">
          Pets and young children in your party are taken into account automatically.
        </p>
      </div>
    </div>
  );
}
