/** TravelPlanner's structured query (HF `validation`/`train` schema). */
export interface TpLocalConstraint {
  'house rule': string | null;
  cuisine: string[] | null;
  'room type': string | null;
  transportation: string | null;
}

export interface TpQuery {
  org: string;
  dest: string;
  days: number;
  visiting_city_number: number;
  date: string[];
  people_number: number;
  local_constraint: TpLocalConstraint;
  budget: number;
  query?: string;
  level: 'easy' | 'medium' | 'hard';
}

/**
 * One day of a submitted plan. Fields are loose on purpose: the evaluator must judge whatever a planner
 * wrote, including missing keys and empty `{}` days.
 */
export type PlanDayEntry = Partial<
  Record<'current_city' | 'transportation' | 'breakfast' | 'attraction' | 'lunch' | 'dinner' | 'accommodation', string>
> & { days?: number } & Record<string, unknown>;

/** A check's verdict: true/false, or null when not applicable (counts as a pass). */
export type Verdict = [boolean | null, string | null];

export const COMMONSENSE_KEYS = [
  'is_reasonable_visiting_city',
  'is_valid_restaurants',
  'is_valid_attractions',
  'is_valid_accommodation',
  'is_valid_transportation',
  'is_valid_information_in_current_city',
  'is_valid_information_in_sandbox',
  'is_not_absent',
] as const;
export type CommonsenseKey = (typeof COMMONSENSE_KEYS)[number];

export const HARD_KEYS = ['valid_cuisine', 'valid_room_rule', 'valid_transportation', 'valid_room_type', 'valid_cost'] as const;
export type HardKey = (typeof HARD_KEYS)[number];

export type CommonsenseResult = Record<CommonsenseKey, Verdict>;
export type HardResult = Record<HardKey, Verdict>;
