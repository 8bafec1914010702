/** The continents a region can be. Kept apart from the places' zod schemas: naming a region needs no zod. */
export const CONTINENTS = ['africa', 'asia', 'europe', 'north-america', 'south-america', 'oceania'] as const;
