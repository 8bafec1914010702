import type { Parameter } from '../lib/openapi-types';

function typeOf(p: Parameter): string {
  const t = p.schema?.type;
  const base = Array.isArray(t) ? t.filter((x) => x !== 'null').join(' | ') : (t ?? 'string');
  return p.schema?.enum ? `${base}: ${p.schema.enum.map((v) => JSON.stringify(v)).join(', ')}` : base;
}

export function ParametersTable({ parameters }: { parameters: Parameter[] }) {
  return (
    <div role="group" aria-label="Parameters table" tabIndex={0} className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="p-2 font-semibold">
              Name
            </th>
            <th scope="col" className="p-2 font-semibold">
              In
            </th>
            <th scope="col" className="p-2 font-semibold">
              Type
            </th>
            <th scope="col" className="p-2 font-semibold">
              Description
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {parameters.map((p) => (
            <tr key={`${p.in}-${p.name}`}>
              <th scope="row" className="p-2 font-mono font-semibold">
                {p.name}
                {p.required && <span className="ml-2 font-sans text-xs text-accent-soft-foreground">required</span>}
              </th>
              <td className="p-2">{p.in}</td>
              <td className="p-2 font-mono text-muted-foreground">{typeOf(p)}</td>
              <td className="p-2 text-muted-foreground">{p.description ?? p.schema?.description ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
