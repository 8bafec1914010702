import type { Brain } from './brain';
import { builtinBrain } from './brain.builtin';

export interface ModelConfig { baseUrl: string; apiKey: string | undefined; model: string }

/** Placeholder until the model path lands: answers with the built-in brain. */
export function modelBrain(_config: ModelConfig): Brain {
  return builtinBrain;
}
