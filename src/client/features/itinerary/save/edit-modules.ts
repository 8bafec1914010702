/**
 * The edit engine and the in-browser checker, imported in steps. Both parse with zod, and a dynamic import evaluates
 * every module it brings in one task: zod with the trip request's schemas (13-18 ms of top-level code here), then the
 * edit contracts and the engine, then the checks now each get a task of their own, where one import was a single task
 * of 50-65 ms (four times that on Lighthouse's phone) while the itinerary page loads.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let schemas: Promise<void> | null = null;
const schemasFirst = () => (schemas ??= import('../../../../core/trip-request/schema').then(nextTask));

export const loadEditEngine = () => schemasFirst().then(() => import('../lib/optimistic-view'));

export const loadChecker = () =>
  loadEditEngine()
    .then(nextTask)
    .then(() => import('../lib/local-report'));
