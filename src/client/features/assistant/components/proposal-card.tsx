import { useState } from 'react';
import { DeleteItinerary, GenerateItinerary } from '../../../../core/api/trips.endpoints';
import type { EditProposal, Proposal, TripProposal } from '../../../../core/assistant/schema';
import { formatMoney } from '../../../../core/money/currencies';
import { Button } from '../../../components/ui/button';
import { callApi } from '../../../lib/api-client';
import { errorMessageForUser } from '../../../lib/api-error';
import type { TripEditorPort } from '../lib/port';

type State = Proposal['state'];
interface Props {
  proposal: Proposal;
  port: TripEditorPort | null;
  onState: (state: Exclude<State, 'proposed'>, itineraryId?: string) => void;
}

/** A change proposal: the diff, cost and feasibility before → after; Apply / Discard, then Undo. */
export function ProposalCard({ proposal, port, onState }: Props) {
  return proposal.kind === 'edit' ? (
    <EditCard proposal={proposal} port={port} onState={onState} />
  ) : (
    <TripCard proposal={proposal} onState={onState} />
  );
}

const money = (n: number, c: string) => formatMoney(n, c);
const feas = (ok: boolean) => (ok ? 'feasible' : 'not feasible');

function EditCard({ proposal: p, port, onState }: { proposal: EditProposal } & Omit<Props, 'proposal'>) {
  const [state, setState] = useState<State>(p.state);
  const ready = port !== null && port.itineraryId === p.itineraryId;
  const set = (s: Exclude<State, 'proposed'>) => {
    setState(s);
    onState(s);
  };
  const apply = () => {
    port!.apply(p.ops, p.places, `Applied: ${p.summary}`);
    set('applied');
  };
  const undo = () => {
    port!.apply(p.undoOps, p.places, `Undone: ${p.summary}`);
    set('undone');
  };
  const delta = p.costDelta === 0 ? 'no change' : `${p.costDelta > 0 ? '+' : '−'}${money(Math.abs(p.costDelta), p.currency)}`;
  return (
    <section
      className="mt-3 rounded-xl border-2 border-primary/40 bg-card p-3 text-sm"
      aria-label={`Proposed change: ${p.summary}`}
      data-testid="proposal"
    >
      <h3 className="font-semibold">Proposed change: {p.summary}</h3>
      <ul className="mt-2 space-y-1">
        {p.diff.added.map((x) => (
          <li key={`a${x.itemId}`}>
            <span className="font-medium text-success">Added</span> {x.name} — day {x.day}, {x.start}–{x.end}
          </li>
        ))}
        {p.diff.removed.map((x) => (
          <li key={`r${x.itemId}`}>
            <span className="font-medium text-destructive">Removed</span> {x.name} — day {x.day}, {x.start}
          </li>
        ))}
        {p.diff.moved.map((x) => (
          <li key={`m${x.itemId}`}>
            <span className="font-medium">Moved</span> {x.name} — day {x.from.day} {x.from.start} → day {x.to.day} {x.to.start}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        Cost: {money(p.costBefore, p.currency)} → {money(p.costAfter, p.currency)} ({delta})
      </p>
      <p>
        Feasibility: {feas(p.feasibleBefore)} → {feas(p.feasibleAfter)}
      </p>
      {p.newViolations.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-destructive">
          {p.newViolations.map((v, i) => (
            <li key={i}>{v.message}</li>
          ))}
        </ul>
      )}
      {!ready && state === 'proposed' && <p className="mt-2 text-muted-foreground">Open this trip to apply the change.</p>}
      {ready && port.version !== p.baseVersion && state === 'proposed' && (
        <p className="mt-2 text-muted-foreground">
          The trip changed since this proposal; applying re-checks it against the current version.
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {state === 'proposed' && (
          <>
            <Button size="sm" onClick={apply} disabled={!ready}>
              Apply
            </Button>
            <Button size="sm" variant="outline" onClick={() => set('discarded')}>
              Discard
            </Button>
          </>
        )}
        {state === 'applied' && (
          <>
            <span role="status" className="self-center font-medium">
              Applied
            </span>
            <Button size="sm" variant="outline" onClick={undo} disabled={!ready}>
              Undo
            </Button>
          </>
        )}
        {state === 'discarded' && <span className="font-medium text-muted-foreground">Discarded</span>}
        {state === 'undone' && (
          <span role="status" className="font-medium text-muted-foreground">
            Undone
          </span>
        )}
      </div>
    </section>
  );
}

function TripCard({ proposal: p, onState }: { proposal: TripProposal } & Pick<Props, 'onState'>) {
  const [state, setState] = useState<State>(p.state);
  const [id, setId] = useState<string | null>(p.itineraryId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (e) {
      setError(errorMessageForUser(e));
    } finally {
      setBusy(false);
    }
  };
  const create = () =>
    run(async () => {
      // New trips the assistant plans open as drafts (decision 013): kept or discarded on the trip's page.
      const made = await callApi(GenerateItinerary, { body: { request: p.request as never, title: p.title, draft: true } });
      setId(made.id);
      setState('applied');
      onState('applied', made.id);
    });
  const undo = () =>
    run(async () => {
      await callApi(DeleteItinerary, { params: { id: id! } });
      setState('undone');
      onState('undone');
    });
  return (
    <section
      className="mt-3 rounded-xl border-2 border-primary/40 bg-card p-3 text-sm"
      aria-label={`Proposed trip: ${p.title}`}
      data-testid="proposal"
    >
      <h3 className="font-semibold">Proposed trip: {p.title}</h3>
      <p>
        {p.days} days from {p.startDate} · {p.cities.join(', ')} · {money(p.total, p.currency)} · {feas(p.feasible)}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {state === 'proposed' && (
          <>
            <Button size="sm" onClick={() => void create()} disabled={busy}>
              Create draft
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setState('discarded');
                onState('discarded');
              }}
            >
              Discard
            </Button>
          </>
        )}
        {state === 'applied' && id && (
          <>
            <a className="self-center font-medium text-primary underline" href={`/itinerary/${encodeURIComponent(id)}`}>
              Open the draft
            </a>
            <Button size="sm" variant="outline" onClick={() => void undo()} disabled={busy}>
              Undo
            </Button>
          </>
        )}
        {state === 'discarded' && <span className="text-muted-foreground">Discarded</span>}
        {state === 'undone' && (
          <span role="status" className="text-muted-foreground">
            Undone: the draft was deleted
          </span>
        )}
      </div>
      {error && (
        <p role="alert" className="mt-2 text-destructive">
          {error}
        </p>
      )}
    </section>
  );
}
