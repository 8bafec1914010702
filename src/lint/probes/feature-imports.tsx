// lint-as: src/client/features/itinerary/components/probe.tsx
// A feature imports its own code, shared client code and core; never another feature, never the server.
import { TripCard } from '../../trips/components/trip-card'; // expect: no-restricted-imports
import { useUser } from '../../../features/auth/api/get-user'; // expect: no-restricted-imports
import { GenerateForm } from '../../generate'; // expect: no-restricted-imports
import { ok } from '../../../../server/lib/envelope'; // expect: no-restricted-imports
import { LazyRouteMap } from '../../../components/map/lazy-route-map';
import { useAutoSave } from '../../../lib/autosave/autosave-context';
import { money } from '../lib/format';
import { applyEdits } from '../../../../core/edits/apply-edits';

export const probe = [TripCard, useUser, GenerateForm, ok, LazyRouteMap, useAutoSave, money, applyEdits];
