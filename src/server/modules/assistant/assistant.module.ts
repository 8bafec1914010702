import type { FastifyInstance } from 'fastify';
import { llmConfigFrom, llmLabel } from '../../integrations/llm/llm';
import { registerReadinessCheck } from '../health/readiness-checks';
import { tripsContext } from '../trips/trips.routes';
import './assistant.account-data';
import { assistantRoutes } from './assistant.routes';
import type { Brain } from './brain';
import { builtinBrain } from './brain.builtin';

/** Issue 10: the AI travel assistant. The model brain when a model is configured (LLM_*), else the built-in one. */
export async function assistantModule(app: FastifyInstance) {
  const llm = llmConfigFrom(app.deps.config);
  // The model brain (and with it the AI SDK) is loaded only when a model is configured (README operations notes: memory).
  const brain: Brain = llm ? (await import('./brain.model')).modelBrain(llm) : builtinBrain;
  registerReadinessCheck(app, () =>
    brain.kind === 'model'
      ? {
          name: 'assistant',
          mode: 'configured',
          status: 'ok',
          detail: `${llmLabel(llm!)} (not probed), tool calling over the built-in tools`,
        }
      : {
          name: 'assistant',
          mode: 'built-in',
          status: 'ok',
          detail: 'Built-in brain: deterministic intent parsing over the tools; no language model configured',
        },
  );
  await assistantRoutes(app, { trips: tripsContext(app), brain: () => brain });
}
