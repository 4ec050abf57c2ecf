import { beforeAll, describe, expect, it } from '@jest/globals';
import { ApiError, apiRequest, MAX_ATTEMPTS, newIdempotencyKey } from './api';

/** What the gateway answers, call by call; a string stands for no answer at all (network failure). */
type Answer = { status: number; body: unknown } | 'network failure';

function gatewayAnswering(...answers: Answer[]) {
  const calls: { method: string; headers: Record<string, string>; body: unknown }[] = [];
  globalThis.fetch = (async (_path: string, init: RequestInit) => {
    calls.push({ method: init.method!, headers: init.headers as Record<string, string>, body: init.body });
    const answer = answers[Math.min(calls.length, answers.length) - 1]!;
    if (answer === 'network failure') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as typeof fetch;
  return calls;
}

const unknownOutcome: Answer = { status: 503, body: { message: 'Unable to connect. Please try again', retry: true } };
const noWait = { sleep: async () => undefined };

describe('apiRequest', () => {
  beforeAll(() => {
    (globalThis as { document?: unknown }).document = { cookie: 'crumb=abc.def' };
  });

  it('repeats a change whose outcome is unknown with the same key, until it is answered', async () => {
    const calls = gatewayAnswering(unknownOutcome, 'network failure', { status: 200, body: { ok: true } });
    const key = newIdempotencyKey();
    const answer = await apiRequest(
      'POST',
      '/api/commerce/shopping-cart/entries',
      { itemId: 'i' },
      {
        idempotencyKey: key,
        ...noWait,
      },
    );
    expect(answer).toEqual({ ok: true });
    expect(calls).toHaveLength(3);
    for (const call of calls) {
      expect(call.headers['Idempotency-Key']).toBe(key);
      expect(call.headers['X-CSRF-Token']).toBe('abc.def');
      expect(call.body).toBe('{"itemId":"i"}');
    }
  });

  it('gives up after a bounded number of attempts and shows the failure', async () => {
    const calls = gatewayAnswering(unknownOutcome);
    const failure = apiRequest('PUT', '/api/x', {}, { idempotencyKey: 'k', ...noWait });
    await expect(failure).rejects.toEqual(new ApiError(503, 'Unable to connect. Please try again', null));
    expect(calls).toHaveLength(MAX_ATTEMPTS);
  });

  it('waits longer before each repeat', async () => {
    gatewayAnswering(unknownOutcome);
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    await expect(apiRequest('DELETE', '/api/x', undefined, { idempotencyKey: 'k', sleep })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(waits).toHaveLength(MAX_ATTEMPTS - 1);
    expect(waits[1]).toBeGreaterThan(waits[0]!);
  });

  it('does not repeat a refusal, a 503 without retry, or a call without a key', async () => {
    let calls = gatewayAnswering({ status: 409, body: { message: 'Sorry' } });
    await expect(apiRequest('POST', '/api/x', {}, { idempotencyKey: 'k', ...noWait })).rejects.toHaveProperty(
      'status',
      409,
    );
    expect(calls).toHaveLength(1);
    calls = gatewayAnswering({ status: 503, body: { message: 'Unable to connect. Please try again' } });
    await expect(apiRequest('POST', '/api/x', {}, { idempotencyKey: 'k', ...noWait })).rejects.toHaveProperty(
      'status',
      503,
    );
    expect(calls).toHaveLength(1);
    calls = gatewayAnswering(unknownOutcome);
    await expect(apiRequest('POST', '/api/form/SaveFormSubmission', {}, noWait)).rejects.toHaveProperty('status', 503);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers['Idempotency-Key']).toBeUndefined();
  });

  it('makes a different key for every press', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_.:-]{1,100}$/);
  });
});
