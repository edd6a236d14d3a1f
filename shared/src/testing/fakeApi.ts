/**
 * Fakes the mall API at the fetch level for component tests: answers by path with the contract's
 * envelope, records each request. Unknown paths answer 404 so a missing fake is loud.
 */
export type FakeAnswer = unknown | { status: number; error: { code: string; message: string } } | ((body: unknown) => unknown);

export interface FakeApi {
  calls: Array<{ path: string; body: unknown }>;
  callsTo(path: string): unknown[];
  restore(): void;
}

export function fakeApi(answers: Record<string, FakeAnswer>): FakeApi {
  const calls: FakeApi['calls'] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({ path, body });
    if (!(path in answers)) {
      return Response.json({ success: false, error: { code: 'NOT_FOUND', message: `no fake for ${path}` } }, { status: 404 });
    }
    let answer = answers[path];
    if (typeof answer === 'function') answer = (answer as (b: unknown) => unknown)(body);
    if (answer && typeof answer === 'object' && 'status' in answer && 'error' in answer) {
      const failure = answer as { status: number; error: unknown };
      return Response.json({ success: false, error: failure.error }, { status: failure.status });
    }
    return Response.json({ success: true, data: answer ?? null });
  }) as typeof fetch;
  return {
    calls,
    callsTo: (path) => calls.filter((c) => c.path === path).map((c) => c.body),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
