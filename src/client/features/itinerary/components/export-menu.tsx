import { CalendarDays, Download, FileJson, Lock, Map as MapIcon, Printer, Route } from 'lucide-react';
import { Link } from 'react-router';
import type { ExportFormat } from '../../../../core/api/trips';
import { EXPORT_FORMAT_LABEL, planForFormat } from '../../../../core/billing/plans';
import { Button } from '../../../components/ui/button';
import { DeferredDropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator } from '../../../components/ui/dropdown-menu';
import { paths } from '../../../config/paths';

const ICONS: Record<ExportFormat, typeof Route> = { ics: CalendarDays, gpx: Route, kml: MapIcon, geojson: FileJson };

/**
 * Exports are files served by the API (attachment downloads); print uses the page's print stylesheet. A format the
 * owner's plan does not include (the same list the server enforces) links to the pricing page instead. The menu
 * mounts on first use, as the timeline's do: it is part of the trip page's first commit (issue 16).
 */
export function ExportMenu({ base, formats, owner }: { base: string; formats: readonly ExportFormat[]; owner: boolean }) {
  return (
    <DeferredDropdownMenu
      trigger={
        <Button variant="outline" size="sm">
          <Download aria-hidden="true" /> Export
        </Button>
      }
    >
      <DropdownMenuContent align="end">
        {(Object.keys(ICONS) as ExportFormat[]).map((ext) => {
          const Icon = ICONS[ext];
          const label = EXPORT_FORMAT_LABEL[ext];
          if (formats.includes(ext))
            return (
              <DropdownMenuItem key={ext} asChild>
                <a href={`${base}/export.${ext}`} download>
                  <Icon aria-hidden="true" /> {label}
                </a>
              </DropdownMenuItem>
            );
          const plan = planForFormat(ext);
          const needs = `${plan?.name ?? 'a paid'} plan`;
          return (
            <DropdownMenuItem key={ext} asChild>
              <Link to={paths.pricing.getHref()} data-testid={`export-locked-${ext}`}>
                <Lock aria-hidden="true" /> {label}
                <span className="ml-auto text-xs text-muted-foreground">{owner ? `Needs ${needs}` : `Owner needs ${needs}`}</span>
              </Link>
            </DropdownMenuItem>
          );
        })}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => window.print()}>
          <Printer aria-hidden="true" /> Print or save as PDF
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DeferredDropdownMenu>
  );
}
