import { CalendarDays, Download, FileJson, Map as MapIcon, Printer, Route } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';

const FILES = [
  { ext: 'ics', label: 'Calendar (.ics)', Icon: CalendarDays },
  { ext: 'gpx', label: 'GPX route', Icon: Route },
  { ext: 'kml', label: 'KML (Google Earth)', Icon: MapIcon },
  { ext: 'geojson', label: 'GeoJSON', Icon: FileJson },
] as const;

/** Exports are files served by the API (attachment downloads); print uses the page's print stylesheet. */
export function ExportMenu({ base }: { base: string }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <Download aria-hidden="true" /> Export
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {FILES.map(({ ext, label, Icon }) => (
          <DropdownMenuItem key={ext} asChild>
            <a href={`${base}/export.${ext}`} download>
              <Icon aria-hidden="true" /> {label}
            </a>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => window.print()}>
          <Printer aria-hidden="true" /> Print or save as PDF
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
