import { useMemo } from 'react';
import { toCsv } from '../../../core/csv/csv';

/** A comparison table (open by default) with a CSV download of the same rows. */
export function DataTable({
  caption,
  head,
  rows,
  file,
}: {
  caption: string;
  head: string[];
  rows: Array<Array<string | number>>;
  file: string;
}) {
  const href = useMemo(() => `data:text/csv;charset=utf-8,${encodeURIComponent(toCsv(head, rows))}`, [head, rows]);
  return (
    <details open className="mt-2 text-sm">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">Data table: {caption}</summary>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {head.map((h) => (
                <th key={h} scope="col" className="border-b border-border px-2 py-1">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                {r.map((c, j) =>
                  j === 0 ? (
                    <th key={j} scope="row" className="px-2 py-1 font-medium">
                      {c}
                    </th>
                  ) : (
                    <td key={j} className="px-2 py-1">
                      {c}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <a className="mt-1 inline-block text-primary underline" href={href} download={`${file}.csv`}>
        Download CSV
      </a>
    </details>
  );
}
