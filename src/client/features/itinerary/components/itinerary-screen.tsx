import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AlertTriangle, CloudOff } from 'lucide-react';
import type { ExportFormat, ItineraryDetail, ShareInfo } from '../../../../core/api/trips';
import { FREE_PLAN } from '../../../../core/billing/plans';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useAccessibility } from '../../../lib/accessibility-provider';
import { errorMessageForUser } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { LazyRouteMap } from '../../../components/map/lazy-route-map';
import { OPEN_CONFLICT_EVENT } from '../../../lib/autosave/autosave-badge';
import { getCatalogPlace } from '../api/get-catalog-place';
import { infeasibleOf, replanDay, swapItem } from '../api/itinerary-actions';
import { staleDetailsOf } from '../api/patch-itinerary';
import { newItemId } from '../lib/new-id';
import { money, violationsIndex } from '../lib/format';
import { isPlace, type PlaceItem } from '../../../../core/edits/retime';
import type { PickedPlace } from '../lib/client-catalog';
import type { ItineraryEditor } from '../save/use-itinerary-editor';
import { ConflictDialog } from './conflict-dialog';
import { DayList } from './day-list';
import { FeasibilityPanel } from './feasibility-panel';
import { ItineraryContext, type ViewDoc } from './itinerary-context';
import { TotalsCard } from './totals-card';
import { TripHeader } from './trip-header';
import { useDragReorder } from './use-drag-reorder';
import './print.css';

/**
 * The itinerary view (spec §2): the owner's editable one and the shared read-only one are the same screen. Memoized,
 * with callbacks that depend on the editor's stable functions rather than on the editor object: the page re-renders
 * on every auto-save state change, the timeline only when the document does (issue 16).
 */
export const ItineraryScreen = memo(function ItineraryScreen({
  doc,
  editor,
  exportBase,
  exportFormats = 'exportFormats' in doc ? doc.exportFormats : FREE_PLAN.entitlements.exportFormats,
}: {
  doc: ViewDoc;
  editor: ItineraryEditor | null;
  exportBase: string;
  /** The owner's formats (their plan); the shared view reads them from the document, unknown means the Free plan's. */
  exportFormats?: readonly ExportFormat[] | undefined;
}) {
  const { announce } = useAccessibility();
  const [mapDay, setMapDay] = useState(1);
  const [replanning, setReplanning] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const [focusItem, setFocusItem] = useState<string | null>(null);
  const cityName = useCallback((id: string) => doc.cities.find((c) => c.id === id)?.name ?? id, [doc.cities]);
  const violations = useMemo(() => violationsIndex(doc.plan.report), [doc.plan.report]);
  const days = doc.plan.days;
  const moveTargets = useMemo(() => days.map((d) => ({ day: d.day, date: d.date })), [days]);
  const edit = editor?.edit;
  const replaceServer = editor?.replaceServer;
  const serverId = editor?.server.id;
  const etag = editor?.server.etag;

  const positionOf = useCallback(
    (itemId: string) => {
      for (const d of days) {
        const index = d.items.filter(isPlace).findIndex((i) => i.id === itemId);
        if (index >= 0) return { day: d.day, index };
      }
      return null;
    },
    [days],
  );

  const move = useCallback(
    (itemId: string, toDay: number, toIndex: number, how: 'keyboard' | 'drag') => {
      if (!edit) return;
      const name = days.flatMap((d) => d.items).find((i) => i.id === itemId);
      const label = name && name.kind !== 'transfer' ? name.name : 'Item';
      edit([{ op: 'moveItem', itemId, toDay, toIndex }], { message: `Moved ${label} to day ${toDay}, position ${toIndex + 1}.` });
      if (how === 'keyboard') setFocusItem(itemId);
    },
    [edit, days],
  );

  const dnd = useDragReorder(
    useCallback((itemId: string, toDay: number, toIndex: number) => move(itemId, toDay, toIndex, 'drag'), [move]),
    positionOf,
  );

  // Keyboard moves: keep focus on the moved item's Move button in its new place.
  useEffect(() => {
    if (!focusItem) return;
    const t = setTimeout(() => {
      moveButtons.current.get(focusItem)?.focus();
      setFocusItem(null);
    }, 0);
    return () => clearTimeout(t);
  }, [focusItem, doc]);

  const onMove = useCallback(
    (item: PlaceItem, to: 'up' | 'down' | number) => {
      const from = positionOf(item.id);
      if (!from) return;
      if (to === 'up') move(item.id, from.day, from.index - 1, 'keyboard');
      else if (to === 'down') move(item.id, from.day, from.index + 1, 'keyboard');
      else move(item.id, to, days[to - 1]?.items.filter(isPlace).length ?? 0, 'keyboard');
    },
    [positionOf, move, days],
  );

  const onAdd = useCallback(
    async (day: number, place: PickedPlace) => {
      if (!edit || !serverId) return;
      // The place's catalog entry lets the browser's engine show it as the server will save it; without it (offline
      // between search and pick) the edit is still queued and appears when the server answers.
      const catalog = await getCatalogPlace(serverId, place.id).catch(() => undefined);
      edit([{ op: 'addPlace', day, placeId: place.id, itemId: newItemId(place.id) }], {
        picked: [{ ...place, ...(catalog ? { catalog } : {}) }],
        message: `Added ${place.name} to day ${day}.`,
      });
    },
    [edit, serverId],
  );

  /** Re-plan a day or swap an item: server-side engine operations on the saved version (If-Match). */
  const runEngine = useCallback(
    async (day: number, run: (id: string, etag: string) => Promise<ItineraryDetail>, done: string) => {
      if (!replaceServer || !serverId || !etag) return;
      setReplanning(day);
      try {
        const next = await run(serverId, etag);
        replaceServer(next);
        announce(`${done}.`);
        toast({
          title: done,
          description: next.plan.report.feasible ? 'The trip passes every check.' : 'See the feasibility report for what still fails.',
        });
      } catch (error) {
        const stale = staleDetailsOf(error);
        const infeasible = infeasibleOf(error);
        if (stale) {
          replaceServer(stale.itinerary);
          toast({ title: 'This trip changed elsewhere', description: 'Showing the latest version; re-plan again if you still want to.' });
        } else if (infeasible) {
          toast({
            variant: 'destructive',
            title: 'No feasible change found',
            description: infeasible.conflicts[0]?.message ?? 'The engine found no feasible plan for this.',
          });
        } else {
          toast({ variant: 'destructive', title: 'The planner could not do that', description: errorMessageForUser(error) });
        }
      } finally {
        setReplanning(null);
      }
    },
    [replaceServer, serverId, etag, announce],
  );
  const onReplan = useCallback(
    (day: number) => void runEngine(day, (id, tag) => replanDay(id, day, tag), `Day ${day} re-planned`),
    [runEngine],
  );
  const registerMoveButton = useCallback((id: string, el: HTMLButtonElement | null) => {
    if (el) moveButtons.current.set(id, el);
    else moveButtons.current.delete(id);
  }, []);
  const onSwap = useCallback(
    (itemId: string, name: string) => {
      const day = positionOf(itemId)?.day ?? 1;
      void runEngine(day, (id, tag) => swapItem(id, itemId, tag), `Swapped ${name} for another place`);
    },
    [runEngine, positionOf],
  );
  const afterRemove = useCallback((day: number, nextItemId: string | null) => {
    setTimeout(() => {
      const target = nextItemId ? moveButtons.current.get(nextItemId) : document.getElementById(`day-${day}-heading`);
      target?.focus();
    }, 0);
  }, []);

  const onShareChange = useCallback(
    (share: ShareInfo | null) => {
      if (editor) editor.replaceServer({ ...editor.server, share, shared: !!share });
    },
    [editor],
  );

  const selected = days[mapDay - 1] ?? days[0];
  const stops = useMemo(
    () =>
      (selected?.items.filter(isPlace) ?? []).flatMap((i, k) =>
        i.coordinates ? [{ lat: i.coordinates.lat, lon: i.coordinates.lon, label: String(k + 1), name: i.name }] : [],
      ),
    [selected],
  );
  const busy = !!editor && editor.pending > 0;
  const screenEditor = useMemo(() => (edit ? { edit, busy } : null), [edit, busy]);
  const value = useMemo(
    () => ({ doc, editor: screenEditor, cityName, ...(screenEditor ? { swapItem: onSwap, afterRemove } : {}) }),
    [doc, screenEditor, cityName, onSwap, afterRemove],
  );
  const budget = doc.budget;

  return (
    <ItineraryContext.Provider value={value}>
      <div className="itinerary-screen mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:py-10" data-testid="itinerary-screen">
        <TripHeader headingRef={heading} onShareChange={onShareChange} exportBase={exportBase} exportFormats={exportFormats} />
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium lg:hidden" data-print-hide>
          <span>Total {money(doc.plan.totals.total, doc.plan.currency)}</span>
          <a href="#report-heading" className={doc.plan.report.feasible ? 'text-success' : 'text-destructive'}>
            {doc.plan.report.feasible ? 'Feasible' : 'Has problems: see the report'}
          </a>
        </p>
        {editor?.conflict && (
          <Alert variant="warning" className="mt-4" data-print-hide>
            <AlertTriangle aria-hidden="true" />
            <AlertTitle>Conflicting changes detected</AlertTitle>
            <AlertDescription className="flex flex-wrap items-center gap-3">
              Please resolve conflicts to continue.
              <Button size="sm" variant="outline" onClick={() => window.dispatchEvent(new Event(OPEN_CONFLICT_EVENT))}>
                Resolve
              </Button>
            </AlertDescription>
          </Alert>
        )}
        {editor?.rejected && (
          <Alert variant="destructive" className="mt-4" data-print-hide>
            <CloudOff aria-hidden="true" />
            <AlertTitle>A change could not be saved</AlertTitle>
            <AlertDescription className="flex flex-wrap items-center gap-3">
              {editor.rejected}
              <Button size="sm" variant="outline" onClick={editor.retry}>
                Try again
              </Button>
              <Button size="sm" variant="ghost" onClick={() => void editor.discardRejected()}>
                Discard this change
              </Button>
            </AlertDescription>
          </Alert>
        )}
        <div className="itinerary-layout mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_23rem]">
          <DayList
            days={days}
            moveTargets={moveTargets}
            violations={violations}
            mapDay={mapDay}
            setMapDay={setMapDay}
            onMove={onMove}
            onAdd={onAdd}
            onReplan={onReplan}
            replanning={replanning}
            registerMoveButton={registerMoveButton}
            dnd={editor ? dnd : null}
          />
          <aside
            aria-label="Map, totals and feasibility"
            className="flex flex-col gap-4 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:pr-1"
          >
            <figure className="shrink-0 overflow-hidden rounded-xl border border-border bg-card shadow-soft" data-print-hide>
              <div className="h-64 lg:h-72">
                <LazyRouteMap stops={stops} label={`Map of day ${selected?.day ?? 1}`} />
              </div>
              <figcaption className="px-4 py-2 text-sm text-muted-foreground">
                Day {selected?.day}: {stops.length ? `${stops.length} stops in visiting order` : 'no mapped stops'}
              </figcaption>
            </figure>
            <TotalsCard totals={doc.plan.totals} currency={doc.plan.currency} budget={budget} travellers={doc.travellers} />
            <FeasibilityPanel report={doc.plan.report} checking={!!editor && editor.pending > 0} />
          </aside>
        </div>
      </div>
      {editor && <ConflictDialog editor={editor} onResolved={() => heading.current?.focus()} />}
    </ItineraryContext.Provider>
  );
});

export type { ItineraryDetail };
