import type { Page } from '@playwright/test';
import { ASK_AI_PATH } from '../../contracts/askAi.ts';
import { CFS_BASE_PATH } from '../../contracts/cfs.ts';

// Ask AI journeys' shared steps (e2e/ask-ai.spec.ts).

/**
 * Holds the page's next Ask AI answer just before its end: the real server's answer is passed on
 * piece by piece, but its sources and its "done" are kept back until the request is aborted. A
 * journey that stops an answer then clicks Stop while the answer is surely still streaming, however
 * slow the machine (the built-in answer otherwise ends within a second).
 */
export async function holdNextAnswerBeforeItsEnd(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    let used = false;
    const isEnd = (block: string) => /^event: ?(citations|done)$/m.test(block);
    window.fetch = async (input, init) => {
      const response = await original(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      if (used || init?.method !== 'POST' || !url.pathname.endsWith('/ask') || !response.body)
        return response;
      used = true;
      const upstream = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const encoder = new TextEncoder();
      const signal = init.signal;
      let buffer = '';
      let holding = false;
      const held = () =>
        new Promise<void>((_, reject) => {
          if (signal?.aborted) reject(signal.reason);
          signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
        });
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          // Loops until it passes something on: a pull that enqueues nothing is not called again.
          for (;;) {
            if (holding) return held();
            const { done, value } = await upstream.read();
            if (done) {
              controller.close();
              return;
            }
            buffer += value;
            let passed = '';
            let end = buffer.indexOf('\n\n');
            while (end >= 0 && !holding) {
              const block = buffer.slice(0, end + 2);
              if (isEnd(block)) {
                holding = true;
                // With the last pieces passed on: once they are shown, the answer no longer grows.
                (window as { askAiAnswerHeld?: boolean }).askAiAnswerHeld = true;
              } else {
                passed += block;
                buffer = buffer.slice(end + 2);
                end = buffer.indexOf('\n\n');
              }
            }
            if (passed) {
              controller.enqueue(encoder.encode(passed));
              return;
            }
          }
        },
        cancel: (reason) => upstream.cancel(reason),
      });
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    };
  });
}

/** Waits until the held answer's last piece has come: from then on the answer does not grow. */
export async function answerHeld(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { askAiAnswerHeld?: boolean }).askAiAnswerHeld === true);
}

/**
 * Asks through the real API as the signed-in customer and hangs up on the first piece of the answer,
 * as Stop does: the server records the answer as stopped. The test process reads the stream itself,
 * so the hang-up comes within milliseconds of the first piece, long before the built-in answer ends.
 */
export async function askAndStopAtTheFirstPiece(
  baseURL: string,
  token: string,
  question: string,
): Promise<void> {
  const hangUp = new AbortController();
  const response = await fetch(new URL(`${CFS_BASE_PATH}${ASK_AI_PATH}/ask`, baseURL), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
      Authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ question }),
    signal: hangUp.signal,
  });
  if (!response.ok || !response.body) throw new Error(`Asking failed: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let read = '';
  while (!/^event: ?chunk$/m.test(read)) {
    const { done, value } = await reader.read();
    if (done) throw new Error('The answer ended before its first piece');
    read += value;
  }
  if (/^event: ?(citations|done)$/m.test(read)) throw new Error('The whole answer came at once');
  hangUp.abort();
  await reader.cancel().catch(() => undefined);
}
