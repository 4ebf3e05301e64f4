// What the screens must be able to say about a rejected request, written from the rule rather
// than from machines/shared/flowError.ts: no answer is a network problem (never the transport's raw
// words), 429 is "too many attempts", anything else is the store's message, or nothing when it
// sent none (the screen then says which step failed).
import type { EventObject } from 'xstate';
import type { FlowError } from '../../machines/shared/flowError.ts';

export function expectedFlowError(event: EventObject): FlowError {
  const { status, message } = (event as EventObject & { error: { status: number; message: string } }).error;
  if (status === 0) return { kind: 'network' };
  if (status === 429) return { kind: 'rateLimited' };
  return { kind: 'failed', message: message === '' ? null : message };
}
