import { AdminSystem } from '../../../../core/api/admin.endpoints';
import { Badge } from '../../../components/ui/badge';
import { useAdminQuery } from '../api/data';

export function SystemSection() {
  const sys = useAdminQuery(AdminSystem, {});
  const s = sys.data;
  if (!s) return <p role={sys.error ? 'alert' : 'status'}>{sys.error ? sys.error.message : 'Checking…'}</p>;
  return (
    <div className="grid gap-4">
      <p>
        Version <strong>{s.version}</strong> · up {Math.round(s.uptimeSeconds / 60)} min · overall{' '}
        <Badge variant={s.ready ? 'soft' : 'destructive'}>{s.ready ? 'ready' : 'not ready'}</Badge>
      </p>
      <table className="w-full max-w-2xl text-left text-sm">
        <caption className="sr-only">Components</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1">
              Component
            </th>
            <th scope="col">Mode</th>
            <th scope="col">Status</th>
            <th scope="col">Detail</th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-t">
            <td className="py-1">database</td>
            <td>{s.database.kind}</td>
            <td>{s.database.reachable ? 'ok' : 'down'}</td>
            <td>
              {s.database.latencyMs !== null ? `${s.database.latencyMs} ms` : ''}
              {s.database.migrationsCurrent ? '' : ' · migrations pending'}
            </td>
          </tr>
          {s.components.map((c) => (
            <tr key={c.name} className="border-t">
              <td className="py-1">{c.name}</td>
              <td>{c.mode}</td>
              <td>{c.status}</td>
              <td>{c.detail ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="w-full max-w-2xl text-left text-sm">
        <caption className="text-left font-medium">Queues</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1">
              Queue
            </th>
            <th scope="col">Waiting</th>
            <th scope="col">What</th>
          </tr>
        </thead>
        <tbody>
          {s.queues.map((q) => (
            <tr key={q.name} className="border-t">
              <td className="py-1">{q.name}</td>
              <td>{q.depth}</td>
              <td>{q.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="list-disc pl-5 text-sm text-muted-foreground">
        {s.notPresent.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </div>
  );
}
