import type { ReactNode } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';

/** A labelled text/number/date input for the admin forms. */
export function Field(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  type?: 'text' | 'number' | 'date';
  optional?: boolean;
  hint?: ReactNode;
  required?: boolean;
  step?: string;
}) {
  return (
    <FormField id={props.id} label={props.label} optional={props.optional} hint={props.hint}>
      {(p) => (
        <Input
          {...p}
          type={props.type ?? 'text'}
          value={props.value}
          required={props.required}
          step={props.step}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}

export function Choice<V extends string>(props: {
  id: string;
  label: string;
  value: V;
  options: ReadonlyArray<readonly [V, string]>;
  onChange: (v: V) => void;
}) {
  return (
    <FormField id={props.id} label={props.label}>
      {(p) => (
        <Select {...p} value={props.value} onChange={(e) => props.onChange(e.target.value as V)}>
          {props.options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

/** "" → undefined, else the integer. */
export const intOrUndefined = (s: string) => (s.trim() === '' ? undefined : Math.trunc(Number(s)));
