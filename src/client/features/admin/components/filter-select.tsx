import { Select } from '../../../components/ui/select';

/** A labelled list filter; changing it starts the list again from its first page. */
export function FilterSelect<V extends string>(props: {
  id: string;
  label: string;
  value: V;
  options: ReadonlyArray<readonly [V, string]>;
  onChange: (value: V) => void;
}) {
  return (
    <label className="grid gap-1 text-sm font-medium" htmlFor={props.id}>
      {props.label}
      <Select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value as V)}>
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </Select>
    </label>
  );
}
