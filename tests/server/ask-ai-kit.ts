// Shared by the Ask AI tests: asking as the storefront does (POST, then reading the server-sent
// events), the conversation calls, and a fake OpenAI-compatible endpoint on a local port.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';
import type { AskAiCitation, AskAiStreamEvent } from '../../contracts/askAi.ts';
import { fromPeer, LOOPBACK } from './auth-harness.ts';
import { CFS, type Shopper } from './cart-kit.ts';

export const ASK_AI = `${CFS}/ask-ai`;

export interface Asked {
  status: number;
  contentType: string;
  events: AskAiStreamEvent[];
  /** The chunks joined, after the last notice (a notice discards what came before it). */
  text: string;
  citations: AskAiCitation[];
  /** The JSON envelope when the answer is not a stream. */
  json?: { response_body: unknown; response_message: string };
}

export function parseEvents(body: string): AskAiStreamEvent[] {
  const events: AskAiStreamEvent[] = [];
  for (const block of body.split(/\n\n+/)) {
    let event = '';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (event !== '') events.push({ event, data: JSON.parse(data.join('\n')) } as AskAiStreamEvent);
  }
  return events;
}

export async function ask(app: Hono, who: Shopper | null, body: unknown, query = ''): Promise<Asked> {
  const response = await app.request(
    `${ASK_AI}/ask${query}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(who ? who.headers : { 'realm-name': 'demo' }) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    fromPeer(LOOPBACK),
  );
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!contentType.startsWith('text/event-stream')) {
    return {
      status: response.status,
      contentType,
      events: [],
      text: '',
      citations: [],
      json: await response.json(),
    };
  }
  const events = parseEvents(await response.text());
  let text = '';
  let citations: AskAiCitation[] = [];
  for (const event of events) {
    if (event.event === 'chunk') text += event.data.text;
    if (event.event === 'notice') text = '';
    if (event.event === 'citations') citations = event.data.citations;
  }
  return { status: response.status, contentType, events, text, citations };
}

export type FakeMode = 'answer' | 'fail' | 'malformed' | 'hang' | 'invent';

/** A chat-completions endpoint that streams `answer` in three pieces, and keeps what it was sent. */
export class FakeModel {
  mode: FakeMode = 'answer';
  answer = 'From the store data: the kettle is in stock.';
  readonly requests: {
    authorization: string | undefined;
    body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
  }[] = [];
  private readonly server: Server;
  private readonly hanging = new Set<import('node:http').ServerResponse>();

  private constructor() {
    this.server = createServer((request, response) => void this.handle(request, response));
  }

  static async start(): Promise<FakeModel> {
    const fake = new FakeModel();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: import('node:http').ServerResponse) {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    if (request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    this.requests.push({ authorization: request.headers.authorization, body: JSON.parse(raw) });
    if (this.mode === 'fail') {
      response.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":"boom"}');
      return;
    }
    if (this.mode === 'hang') {
      this.hanging.add(response);
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/event-stream' });
    if (this.mode === 'malformed') {
      response.end('data: {"choices": not json\n\n');
      return;
    }
    const text = this.mode === 'invent' ? 'The kettle costs R 1.00 today.' : this.answer;
    const words = text.split(/(?<= )/);
    const third = Math.ceil(words.length / 3);
    for (let index = 0; index < words.length; index += third) {
      const content = words.slice(index, index + third).join('');
      response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`);
    }
    response.end('data: [DONE]\n\n');
  }
}
