import { Link } from 'react-router';
import type { Health, Readiness } from '../../../../core/api/health';
import { paths } from '../../../config/paths';
import { formatUptime, INTEGRATION_NAMES, MODE_NAMES, StatusPill } from './status-labels';

const card = 'rounded-xl border border-border bg-card p-6 text-card-foreground';
const row = 'flex justify-between gap-4 border-b border-border py-2 last:border-b-0';

export function StatusDetails({ health, readiness }: { health: Health; readiness: Readiness }) {
  const { database, migrations } = readiness;
  return (
    <>
      <div className="grid gap-5 md:grid-cols-3">
        <section aria-labelledby="status-server" className={card}>
          <h2 id="status-server" className="text-lg font-semibold">
            Server
          </h2>
          <dl className="mt-3 text-sm">
            <div className={row}>
              <dt>State</dt>
              <dd>
                <StatusPill level="ok" label="Answering" />
              </dd>
            </div>
            <div className={row}>
              <dt>Version</dt>
              <dd className="font-mono">{health.version}</dd>
            </div>
            <div className={row}>
              <dt>Uptime</dt>
              <dd>{formatUptime(health.uptimeSeconds)}</dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="status-database" className={card}>
          <h2 id="status-database" className="text-lg font-semibold">
            Database
          </h2>
          <dl className="mt-3 text-sm">
            <div className={row}>
              <dt>State</dt>
              <dd>
                <StatusPill level={database.reachable ? 'ok' : 'down'} label={database.reachable ? 'Reachable' : 'Unreachable'} />
              </dd>
            </div>
            <div className={row}>
              <dt>Kind</dt>
              <dd>{database.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}</dd>
            </div>
            <div className={row}>
              <dt>Latency</dt>
              <dd className="tabular-nums">{database.latencyMs === null ? 'n/a' : `${database.latencyMs} ms`}</dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="status-migrations" className={card}>
          <h2 id="status-migrations" className="text-lg font-semibold">
            Migrations
          </h2>
          <dl className="mt-3 text-sm">
            <div className={row}>
              <dt>State</dt>
              <dd>
                <StatusPill level={migrations.current ? 'ok' : 'degraded'} label={migrations.current ? 'Up to date' : 'Pending'} />
              </dd>
            </div>
            <div className={row}>
              <dt>Pending</dt>
              <dd>{migrations.pending.length === 0 ? 'None' : migrations.pending.join(', ')}</dd>
            </div>
          </dl>
        </section>
      </div>

      <section aria-labelledby="status-integrations">
        <h2 id="status-integrations" className="text-2xl font-semibold tracking-tight">
          Integrations
        </h2>
        <p className="mt-2 text-muted-foreground">
          Each integration runs built-in until it is configured; the{' '}
          <Link to={paths.integrations.getHref()} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
            integrations page
          </Link>{' '}
          explains each one.
        </p>
        <div
          role="group"
          aria-labelledby="status-integrations"
          tabIndex={0}
          className="mt-4 overflow-x-auto rounded-xl border border-border"
        >
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="p-3 font-semibold">
                  Integration
                </th>
                <th scope="col" className="p-3 font-semibold">
                  Mode
                </th>
                <th scope="col" className="p-3 font-semibold">
                  Status
                </th>
                <th scope="col" className="p-3 font-semibold">
                  Detail
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {readiness.integrations.map((i) => (
                <tr key={i.name}>
                  <th scope="row" className="p-3 font-medium">
                    {INTEGRATION_NAMES[i.name] ?? i.name}
                  </th>
                  <td className="p-3">{MODE_NAMES[i.mode] ?? i.mode}</td>
                  <td className="p-3">
                    <StatusPill level={i.status} />
                  </td>
                  <td className="p-3 text-muted-foreground">{i.detail ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
