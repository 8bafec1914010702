import { z } from 'zod';
import { text } from './input-rules';
import { NOTE_MAX } from './trip-constants';

export { NOTE_MAX };

/**
 * Edit operations of `PATCH /api/itineraries/:id` (body `{ ops: EditOp[] }`). A batch is applied in order and
 * atomically: one invalid op rejects the whole batch and nothing is saved. Ops that change the plan re-time the
 * touched days (each item keeps its time unless it would overlap the previous one plus travel, then it moves
 * later; a moved item takes the time slot where it was dropped), rebuild their local transfers and totals, and
 * re-run the feasibility checker; the new report comes back in the response (violations carry day and itemId).
 * Infeasible edits are still saved: the user decides, the report says what breaks.
 */
const ItemId = text().min(1).max(200);
const Day = z.number().int().min(1).max(366);
const Minute = z.number().int().min(0).max(2879).describe('Minutes since local midnight of the day (>= 1440 = after midnight)');
export const NoteVisibilitySchema = z.enum(['private', 'shared']).describe('private notes never appear on a share link');

export const RenameOpSchema = z.object({ op: z.literal('rename'), title: text().trim().min(1).max(120) });

/** Drag and drop within a day or to another day: `toIndex` counts the day's visits and meals only (0 = first). */
export const MoveItemOpSchema = z.object({
  op: z.literal('moveItem'),
  itemId: ItemId,
  toDay: Day,
  toIndex: z.number().int().min(0).max(100),
});

/** Change a visit's or meal's times; without `endMinute` the duration is kept. Later items move if they would overlap. */
export const SetTimeOpSchema = z.object({ op: z.literal('setTime'), itemId: ItemId, startMinute: Minute, endMinute: Minute.optional() });

/**
 * Add a place of the trip's destinations (search them with GET /api/destinations/:id/places). Food places
 * become meals (`meal` defaults from the time: before 11:00 breakfast, before 17:00 lunch, else dinner).
 * Without `startMinute` it goes after the item at `index - 1` (or at the end of the day).
 */
export const AddPlaceOpSchema = z.object({
  op: z.literal('addPlace'),
  day: Day,
  placeId: text().min(1).max(200),
  index: z.number().int().min(0).max(100).optional(),
  startMinute: Minute.optional(),
  durationMinutes: z.number().int().min(5).max(720).optional(),
  meal: z.enum(['breakfast', 'lunch', 'dinner']).optional(),
  /** Client-chosen id for the new item (lets an offline client refer to it in later ops); server makes one otherwise. */
  itemId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,80}$/)
    .optional(),
});

export const RemoveItemOpSchema = z.object({ op: z.literal('removeItem'), itemId: ItemId });

/** Pin (lock) an item at its day and time: re-plans and swaps keep it, the checker verifies it stays there. */
export const PinItemOpSchema = z.object({ op: z.literal('pinItem'), itemId: ItemId, pinned: z.boolean() });

/** Empty text deletes the note. */
export const SetItemNoteOpSchema = z.object({
  op: z.literal('setItemNote'),
  itemId: ItemId,
  text: text().max(NOTE_MAX),
  visibility: NoteVisibilitySchema.default('private'),
});
export const SetDayNoteOpSchema = z.object({
  op: z.literal('setDayNote'),
  day: Day,
  text: text().max(NOTE_MAX),
  visibility: NoteVisibilitySchema.default('private'),
});

export const EditOpSchema = z.discriminatedUnion('op', [
  RenameOpSchema,
  MoveItemOpSchema,
  SetTimeOpSchema,
  AddPlaceOpSchema,
  RemoveItemOpSchema,
  PinItemOpSchema,
  SetItemNoteOpSchema,
  SetDayNoteOpSchema,
]);

export const PatchItineraryBodySchema = z.object({ ops: z.array(EditOpSchema).min(1).max(200) });

export type EditOp = z.infer<typeof EditOpSchema>;
export type EditOpInput = z.input<typeof EditOpSchema>;
export type PatchItineraryBody = z.infer<typeof PatchItineraryBodySchema>;

/** Ops that change the plan (and so re-run the checker); the others touch only title or notes. */
export const PLAN_OPS = ['moveItem', 'setTime', 'addPlace', 'removeItem', 'pinItem'] as const satisfies ReadonlyArray<EditOp['op']>;
