import { Archive, ArchiveRestore, Copy, ExternalLink, MoreHorizontal, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DeferredDropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator } from '../../../components/ui/dropdown-menu';

export interface TripActionsMenuProps {
  title: string;
  archived: boolean;
  onOpen: () => void;
  onDuplicate: () => void;
  onToggleArchive: () => void;
  onDelete: () => void;
  /** False when an action removed the card: focus then goes elsewhere, not back to a trigger that is gone. */
  returnFocus: () => boolean;
}

export function TripActionsMenu({ title, archived, onOpen, onDuplicate, onToggleArchive, onDelete, returnFocus }: TripActionsMenuProps) {
  return (
    <DeferredDropdownMenu
      modal={false}
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Actions for ${title}`} className="relative z-10 -mr-2 -mt-1">
          <MoreHorizontal aria-hidden="true" />
        </Button>
      }
    >
      <DropdownMenuContent
        align="end"
        onCloseAutoFocus={(event) => {
          if (!returnFocus()) event.preventDefault();
        }}
      >
        <DropdownMenuItem onSelect={onOpen}>
          <ExternalLink aria-hidden="true" /> Open
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onDuplicate}>
          <Copy aria-hidden="true" /> Duplicate
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onToggleArchive}>
          {archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
          {archived ? 'Unarchive' : 'Archive'}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive onSelect={onDelete}>
          <Trash2 aria-hidden="true" /> Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DeferredDropdownMenu>
  );
}
