import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake does with one chat-completions request. */
export type FakeReply =
  | { kind: 'json'; questions: unknown[]; usage?: { prompt: number; completion: number } }
  | { kind: 'raw'; content: string }
  | { kind: 'status'; status: number; headers?: Record<string, string>; body?: unknown }
  | { kind: 'hang' }
  | { kind: 'slow'; delayMs: number; then: FakeReply };

export interface RecordedRequest {
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    response_format?: { type: string; json_schema?: { name: string; strict: boolean; schema: unknown } };
  };
  closedEarly: boolean;
}

/**
 * A local OpenAI-compatible server for tests (the real service is out of reach): answers
 * POST /v1/chat/completions from a script of replies, then a fallback, and records every request.
 */
export class FakeOpenAiServer {
  readonly requests: RecordedRequest[] = [];
  #script: FakeReply[] = [];
  #fallback: (request: RecordedRequest) => FakeReply = () => ({ kind: 'json', questions: [] });
  #server: Server | undefined;
  #hanging = new Set<ServerResponse>();

  async start(): Promise<string> {
    this.#server = createServer((request, response) => void this.#handle(request, response));
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.#server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/v1`;
  }

  async stop(): Promise<void> {
    for (const response of this.#hanging) {
      response.destroy();
    }
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()));
  }

  /** Replies for the next requests, in order. */
  script(...replies: FakeReply[]): void {
    this.#script.push(...replies);
  }

  /** What to answer once the script is used up. */
  fallback(reply: (request: RecordedRequest) => FakeReply): void {
    this.#fallback = reply;
  }

  async #handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) {
      chunks.push(chunk as Buffer);
    }
    const recorded: RecordedRequest = {
      body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as RecordedRequest['body'],
      closedEarly: false,
    };
    this.requests.push(recorded);
    response.on('close', () => {
      if (!response.writableEnded) {
        recorded.closedEarly = true;
      }
      this.#hanging.delete(response);
    });
    await this.#reply(this.#script.shift() ?? this.#fallback(recorded), response);
  }

  async #reply(reply: FakeReply, response: ServerResponse): Promise<void> {
    switch (reply.kind) {
      case 'hang':
        this.#hanging.add(response);
        return;
      case 'slow':
        this.#hanging.add(response);
        await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        if (response.destroyed) {
          return;
        }
        return this.#reply(reply.then, response);
      case 'status':
        response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        response.end(JSON.stringify(reply.body ?? { error: { message: `status ${reply.status}`, type: 'test' } }));
        return;
      case 'raw':
      case 'json': {
        const content = reply.kind === 'raw' ? reply.content : JSON.stringify({ questions: reply.questions });
        const usage = reply.kind === 'json' && reply.usage ? reply.usage : { prompt: 100, completion: 50 };
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            created: 0,
            model: 'fake-model',
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
            usage: {
              prompt_tokens: usage.prompt,
              completion_tokens: usage.completion,
              total_tokens: usage.prompt + usage.completion,
            },
          }),
        );
      }
    }
  }
}
