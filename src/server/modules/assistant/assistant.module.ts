import type { FastifyInstance } from 'fastify';
import { registerReadinessCheck } from '../health/readiness-checks';
import { tripsContext } from '../trips/trips.routes';
import './assistant.account-data';
import { assistantRoutes } from './assistant.routes';
import type { Brain } from './brain';
import { builtinBrain } from './brain.builtin';
import { modelBrain } from './brain.model';

/** Issue 10: the AI travel assistant. The model brain when LLM_BASE_URL and LLM_MODEL are set, else the built-in one. */
export async function assistantModule(app: FastifyInstance) {
  const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL } = app.deps.config;
  const brain: Brain =
    LLM_BASE_URL && LLM_MODEL ? modelBrain({ baseUrl: LLM_BASE_URL, apiKey: LLM_API_KEY, model: LLM_MODEL }) : builtinBrain;
  registerReadinessCheck(app, () =>
    brain.kind === 'model'
      ? {
          name: 'assistant',
          mode: 'configured',
          status: 'ok',
          detail: `Language model ${LLM_MODEL} at ${new URL(LLM_BASE_URL!).host} (not probed), tool calling over the built-in tools`,
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
