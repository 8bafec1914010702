import type { LanguageModel } from 'ai';
import type { Config } from '../../config/config';

export const LLM_PROVIDERS = ['openai-compatible', 'google', 'anthropic'] as const;
export type LlmProvider = (typeof LLM_PROVIDERS)[number];

/** One configured language model: the assistant's model brain and /generate's free-text reading both use it. */
export interface LlmConfig {
  provider: LlmProvider;
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  /** Per answer, across retries. */
  timeoutMs: number;
  /** Retries of a failed call, with the AI SDK's exponential backoff (2 s, 4 s, …). */
  maxRetries: number;
}

/**
 * The model from the environment, or null (built-in brain, built-in parser). OpenAI-compatible servers (OpenAI,
 * Ollama, vLLM, LM Studio, OpenRouter) need LLM_BASE_URL; Google and Anthropic need LLM_API_KEY (their base URL is
 * optional, e.g. for a proxy).
 */
export function llmConfigFrom(
  c: Pick<Config, 'LLM_PROVIDER' | 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS' | 'LLM_MAX_RETRIES'>,
) {
  if (!c.LLM_MODEL) return null;
  if (c.LLM_PROVIDER === 'openai-compatible' ? !c.LLM_BASE_URL : !c.LLM_API_KEY) return null;
  return {
    provider: c.LLM_PROVIDER,
    baseUrl: c.LLM_BASE_URL,
    apiKey: c.LLM_API_KEY,
    model: c.LLM_MODEL,
    timeoutMs: c.LLM_TIMEOUT_MS,
    maxRetries: c.LLM_MAX_RETRIES,
  } satisfies LlmConfig;
}

/** The provider's package is loaded here, on the first call: a server without a model never holds the AI SDK (README: memory). */
export async function languageModel(config: Pick<LlmConfig, 'provider' | 'baseUrl' | 'apiKey' | 'model'>): Promise<LanguageModel> {
  const base = config.baseUrl ? { baseURL: config.baseUrl } : {};
  const key = config.apiKey ? { apiKey: config.apiKey } : {};
  switch (config.provider) {
    case 'google':
      return (await import('@ai-sdk/google')).createGoogleGenerativeAI({ ...base, ...key })(config.model);
    case 'anthropic':
      return (await import('@ai-sdk/anthropic')).createAnthropic({ ...base, ...key })(config.model);
    default: {
      const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
      return createOpenAICompatible({ name: 'llm', baseURL: config.baseUrl!, ...key, includeUsage: true }).chatModel(config.model);
    }
  }
}

/** Where the model is, for readiness (never the key). */
export function llmLabel(config: LlmConfig): string {
  const where = config.baseUrl ? new URL(config.baseUrl).host : `${config.provider}'s API`;
  return `Language model ${config.model} (${config.provider}) at ${where}`;
}
