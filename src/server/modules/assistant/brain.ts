import type { Card, Proposal } from '../../../core/assistant/schema';
import type { ToolContext } from './tool-context';

/** One answer being produced: tokens and tool calls are streamed to the client as they happen. */
export interface BrainSink {
  token(text: string): void;
  tool(name: string): void;
}
export interface BrainInput {
  text: string;
  history: Array<{ role: 'user' | 'assistant'; text: string }>;
  ctx: ToolContext;
  signal: AbortSignal;
}
export interface BrainAnswer {
  text: string;
  cards: Card[];
  proposals: Proposal[];
  tools: Array<{ name: string; input: Record<string, unknown> }>;
  usage?: { inputTokens: number; outputTokens: number };
}
export interface Brain {
  readonly kind: 'built-in' | 'model';
  answer(input: BrainInput, sink: BrainSink): Promise<BrainAnswer>;
}
