import type { FigureTable } from '../../../core/analysis/trip-tables';
import type { Config } from '../../config/config';
import { languageModel, llmConfigFrom } from '../../integrations/llm/llm';

export type Summary = { source: 'model' | 'built-in'; lines: string[] };

/** A page's summary call waits at most this long (or LLM_TIMEOUT_MS if shorter) before the built-in summary is shown. */
export const SUMMARY_TIMEOUT_MS = 30_000;

/** The tables as plain text for the prompt: the same tables the page shows. */
export function tablesAsText(tables: FigureTable[]): string {
  return tables.map((t) => [`## ${t.caption}`, t.head.join(' | '), ...t.rows.map((r) => r.join(' | '))].join('\n')).join('\n\n');
}

/**
 * One written summary from the configured language model (the assistant's provider: LLM_PROVIDER, LLM_BASE_URL,
 * LLM_API_KEY, LLM_MODEL), given the page's tables; null when no model is configured or the call fails or times out
 * (the caller then shows its built-in summary). No retries: the built-in summary is the fallback, not a back-off wait.
 */
export async function modelSummaryText(
  config: Config,
  system: string,
  tables: FigureTable[],
  signal?: AbortSignal,
): Promise<string | null> {
  const llm = llmConfigFrom(config);
  if (!llm) return null;
  let failed = false;
  try {
    const timeout = AbortSignal.timeout(Math.min(llm.timeoutMs, SUMMARY_TIMEOUT_MS));
    // The AI SDK is loaded with the first model call, not at start (README operations notes: memory).
    const [{ streamText }, model] = await Promise.all([import('ai'), languageModel(llm)]);
    const result = streamText({
      model,
      system,
      prompt: tablesAsText(tables),
      maxRetries: 0,
      abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      // A failed call falls back to the built-in summary (readiness already names the model); nothing to log here.
      onError: () => {
        failed = true;
      },
    });
    let text = '';
    for await (const part of result.textStream) text += part;
    return failed || !text.trim() ? null : text.trim();
  } catch {
    return null;
  }
}
