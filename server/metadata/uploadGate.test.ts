/** @jest-environment node */
import { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ServiceUnavailableError } from '../lib/errors';
import { uploadGate } from './uploadGate';

function fakeReply() {
  const raw = new EventEmitter();
  const headers: Record<string, unknown> = {};
  const reply = { raw, header: (name: string, value: unknown) => ((headers[name] = value), reply) };
  return { reply: reply as unknown as FastifyReply, raw, headers };
}

describe('uploadGate', () => {
  it('refuses posts beyond its capacity with a 503 and Retry-After, and frees a slot when a response closes', async () => {
    const gate = uploadGate(2);
    const request = {} as FastifyRequest;
    const first = fakeReply();
    const second = fakeReply();
    await gate.onRequest(request, first.reply);
    await gate.onRequest(request, second.reply);
    const third = fakeReply();
    await expect(gate.onRequest(request, third.reply)).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(third.headers['retry-after']).toBe(5);
    // a client that disconnected mid-upload frees its slot like a finished one
    first.raw.emit('close');
    expect(gate.inFlight).toBe(1);
    await expect(gate.onRequest(request, fakeReply().reply)).resolves.toBeUndefined();
    expect(gate.inFlight).toBe(2);
  });
});
