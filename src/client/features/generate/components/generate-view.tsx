import { useRef, useState } from 'react';
import { PenLine, SlidersHorizontal } from 'lucide-react';
import type { GenerateBody, InfeasibleResult } from '../../../../core/api/trips';
import { TripRequestSchema } from '../../../../core/trip-request/schema';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useGeneration } from '../hooks/use-generation';
import { emptyFormValues, fromTripRequest, type FormValues } from '../lib/form-values';
import { FreeTextPanel } from './free-text-panel';
import { GenerationPanel } from './generation-panel';
import { TripForm } from './trip-form';

type Mode = 'form' | 'text';

/** The generator: the form or a sentence, one generation at a time, ending on the new itinerary. */
export function GenerateView({ defaultCurrency = 'EUR', initialMode = 'form' }: { defaultCurrency?: string; initialMode?: Mode }) {
  const [mode, setMode] = useState<Mode>(initialMode);
  const [values, setValues] = useState(() => emptyFormValues(defaultCurrency));
  const generation = useGeneration();
  const tabs = useRef<HTMLDivElement>(null);
  const { state } = generation;
  const busy = state.phase === 'running' || state.phase === 'done';

  const showForm = (next?: FormValues) => {
    if (next) setValues(next);
    setMode('form');
    generation.reset();
    // Back in the form: the selected tab is where a keyboard user continues.
    requestAnimationFrame(() => tabs.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus());
  };

  const relax = (relaxation: InfeasibleResult['relaxations'][number] & { request: Record<string, unknown> }) => {
    if (state.phase !== 'infeasible') return;
    const parsed = TripRequestSchema.safeParse(relaxation.request);
    if (parsed.success) setValues(fromTripRequest(parsed.data, { current: values }));
    setMode('form');
    void generation.start({ ...state.body, request: relaxation.request as GenerateBody['request'], text: undefined });
  };

  return (
    <div className="space-y-6">
      <GenerationPanel
        state={state}
        onCancel={generation.cancel}
        onRetry={(body) => void generation.start(body)}
        onRelax={relax}
        onDismiss={() => showForm()}
      />
      <div hidden={busy}>
        <Tabs value={mode} onValueChange={(v) => setMode(v as Mode)}>
          <div ref={tabs}>
            <TabsList aria-label="How to plan">
              <TabsTrigger value="form">
                <SlidersHorizontal aria-hidden="true" className="size-4" /> Fill in the form
              </TabsTrigger>
              <TabsTrigger value="text">
                <PenLine aria-hidden="true" className="size-4" /> Describe it in words
              </TabsTrigger>
            </TabsList>
          </div>
          <TabsContent value="form" tabIndex={-1} className="mt-2">
            <TripForm values={values} onChange={setValues} busy={busy} onGenerate={(body) => void generation.start(body)} />
          </TabsContent>
          <TabsContent value="text" tabIndex={-1} className="mt-2">
            <FreeTextPanel
              defaultCurrency={defaultCurrency}
              busy={busy}
              onGenerate={(body, parsedValues) => {
                setValues(parsedValues);
                void generation.start(body);
              }}
              onEditInForm={showForm}
            />
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
