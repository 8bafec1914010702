import { useId, useState, type FormEvent, type Ref } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, CalendarRange, MapPin, Pencil, Printer, Users } from 'lucide-react';
import type { ExportFormat, ShareInfo } from '../../../../core/api/trips';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { dateRange } from '../lib/format';
import { ExportMenu } from './export-menu';
import { useItineraryScreen } from './itinerary-context';
import { ShareDialog } from './share-dialog';

export function TripHeader({
  headingRef,
  onShareChange,
  exportBase,
  exportFormats,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  onShareChange: (s: ShareInfo | null) => void;
  /** Base path of the export files: /api/itineraries/:id or /api/shared/:publicId. */
  exportBase: string;
  /** The formats the owner's plan exports (the server enforces the same list). */
  exportFormats: readonly ExportFormat[];
}) {
  const { doc, editor, cityName } = useItineraryScreen();
  const [renaming, setRenaming] = useState(false);
  const [title, setTitle] = useState(doc.title);
  const fieldId = useId();
  const cities = [...new Set(doc.plan.days.map((d) => d.cityId))].filter((id) => doc.cities.some((c) => c.id === id)).map(cityName);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = title.trim();
    setRenaming(false);
    if (editor && next && next !== doc.title)
      editor.edit([{ op: 'rename', title: next.slice(0, 120) }], { message: `Trip renamed to ${next}.` });
  };
  return (
    <header className="grid gap-3">
      {editor && (
        <Link
          to={paths.dashboard.getHref()}
          className={
            'inline-flex min-h-11 w-fit items-center gap-1.5 text-sm font-medium ' +
            'text-muted-foreground hover:text-foreground print:hidden'
          }
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> My trips
        </Link>
      )}
      {renaming && editor ? (
        <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
          <label htmlFor={fieldId} className="sr-only">
            Trip name
          </label>
          <Input
            id={fieldId}
            value={title}
            maxLength={120}
            onChange={(e) => setTitle(e.target.value)}
            className="max-w-xl text-lg font-semibold"
            autoFocus
            onKeyDown={(e) => {
              if (e.key === 'Escape') setRenaming(false);
            }}
          />
          <Button type="submit" size="sm">
            Save name
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setRenaming(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none sm:text-4xl">
            {doc.title}
          </h1>
          {editor && (
            <Button
              variant="ghost"
              size="icon"
              aria-label="Rename trip"
              className="print:hidden"
              onClick={() => {
                setTitle(doc.title);
                setRenaming(true);
              }}
            >
              <Pencil aria-hidden="true" />
            </Button>
          )}
        </div>
      )}
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground" aria-label="Trip facts">
        <li className="flex items-center gap-1.5">
          <CalendarRange className="size-4" aria-hidden="true" />
          {dateRange(doc.startDate, doc.endDate)} · {doc.plan.days.length} {doc.plan.days.length === 1 ? 'day' : 'days'}
        </li>
        <li className="flex items-center gap-1.5">
          <MapPin className="size-4" aria-hidden="true" />
          {cities.join(', ')}
        </li>
        <li className="flex items-center gap-1.5">
          <Users className="size-4" aria-hidden="true" />
          {doc.travellers} {doc.travellers === 1 ? 'traveller' : 'travellers'}
        </li>
      </ul>
      <div className="flex flex-wrap gap-2 print:hidden">
        {editor && 'share' in doc && <ShareDialog id={doc.id} title={doc.title} share={doc.share} onChange={onShareChange} />}
        <ExportMenu base={exportBase} formats={exportFormats} owner={editor !== null} />
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          <Printer aria-hidden="true" /> Print
        </Button>
      </div>
      {doc.plan.summary && <p className="max-w-3xl text-sm text-muted-foreground">{doc.plan.summary}</p>}
    </header>
  );
}
