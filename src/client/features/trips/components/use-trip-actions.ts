import { useRef } from 'react';
import { useNavigate } from 'react-router';
import type { ItinerarySummary } from '../../../../core/api/trips';
import { paths } from '../../../config/paths';
import { errorMessageForUser } from '../../../lib/api-error';
import { dismissToast, toast } from '../../../lib/toast';
import { useSetArchived } from '../api/archive-itinerary';
import { useDeleteItinerary } from '../api/delete-itinerary';
import { useDuplicateItinerary } from '../api/duplicate-itinerary';
import { useRestoreItinerary } from '../api/restore-itinerary';
import type { TripActionsMenuProps } from './trip-actions-menu';

/** Long enough to reach the Undo button from the keyboard (F8 jumps to the toast). */
const UNDO_TOAST_MS = 10_000;

const failed = (title: string) => (error: unknown) => toast({ variant: 'destructive', title, description: errorMessageForUser(error) });

/**
 * The card actions. Each new toast replaces the last one (one at a time, spec §9), so an old Undo can never be
 * pressed for a newer action. Removing a card (delete, archive) records where focus should go next: `takeFocusTarget`
 * hands the list that index once the card is gone, so keyboard users never land on <body>.
 */
export function useTripActions() {
  const navigate = useNavigate();
  const duplicate = useDuplicateItinerary();
  const setArchived = useSetArchived();
  const remove = useDeleteItinerary();
  const restore = useRestoreItinerary();
  const focusTarget = useRef<number | null>(null);

  const actionsFor = (
    trip: ItinerarySummary,
    index: number,
    removesOnArchive: boolean,
  ): Omit<TripActionsMenuProps, 'title' | 'archived'> => {
    let removedCard = false;
    const removeCard = () => {
      removedCard = true;
      focusTarget.current = index;
    };
    return {
      returnFocus: () => !removedCard,
      onOpen: () => navigate(paths.itinerary.getHref(trip.id)),
      onDuplicate: () => {
        dismissToast();
        duplicate
          .mutateAsync({ id: trip.id })
          .then((copy) =>
            toast({
              title: 'Trip duplicated',
              description: `“${copy.title}” is in your trips.`,
              action: { label: 'Open', altText: `Open ${copy.title}`, onClick: () => navigate(paths.itinerary.getHref(copy.id)) },
            }),
          )
          .catch(failed('Could not duplicate the trip'));
      },
      onToggleArchive: () => {
        const archived = !trip.archived;
        if (removesOnArchive) removeCard();
        const archiving = setArchived.mutateAsync({ id: trip.id, archived });
        archiving.catch(failed(archived ? 'Could not archive the trip' : 'Could not unarchive the trip'));
        // Shown at once, like the card's move: Undo waits for the change to land before reversing it.
        toast({
          title: archived ? 'Trip archived' : 'Trip unarchived',
          description: archived ? `“${trip.title}” moved to Archived.` : `“${trip.title}” is back in your trips.`,
          duration: UNDO_TOAST_MS,
          action: {
            label: 'Undo',
            altText: `Undo: ${archived ? 'unarchive' : 'archive'} ${trip.title}`,
            onClick: () =>
              void archiving.then(
                () => setArchived.mutateAsync({ id: trip.id, archived: !archived }).catch(failed('Could not undo')),
                () => undefined,
              ),
          },
        });
      },
      onDelete: () => {
        removeCard();
        const deleting = remove.mutateAsync(trip.id);
        deleting.catch(failed('Could not delete the trip'));
        toast({
          title: 'Trip deleted',
          description: `“${trip.title}” was deleted.`,
          duration: UNDO_TOAST_MS,
          action: {
            label: 'Undo',
            altText: `Undo: restore ${trip.title}`,
            // A failed delete has already said so and left nothing to undo.
            onClick: () =>
              void deleting.then(
                () =>
                  restore
                    .mutateAsync(trip.id)
                    .then(() => toast({ title: 'Trip restored', description: `“${trip.title}” is back in your trips.` }))
                    .catch(failed('Could not restore the trip')),
                () => undefined,
              ),
          },
        });
      },
    };
  };

  const takeFocusTarget = () => {
    const index = focusTarget.current;
    focusTarget.current = null;
    return index;
  };

  return { actionsFor, takeFocusTarget };
}
