// lint-as: src/client/lib/probe.ts
// Shared client code (components, lib) is used by features and never depends on one.
import { money } from '../features/itinerary/lib/format'; // expect: no-restricted-imports
import { cn } from './cn';

export const probe = [money, cn];
