/** A client-chosen item id for addPlace (lets queued ops refer to the new item before the server answers). */
export function newItemId(placeId: string): string {
  const rand =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID().slice(0, 8) : Math.random().toString(36).slice(2, 10);
  return `add-${placeId.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 50)}-${rand}`;
}
