import { createAnswerCache } from './answers';

describe("the servers' answer cache (first screens' public data)", () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('asks again past half its freshness while the answer still serves, so a busy page is never drawn from an answer the browser asks again for', async () => {
    const cached = createAnswerCache({ ttlMs: 100, staleMs: 1_000 });
    let version = 1;
    const asked: number[] = [];
    const call = () => {
      asked.push(version);
      return Promise.resolve(`answer ${version}`);
    };
    const first = await cached('recommend', call);
    expect(first.data).toBe('answer 1');

    await jest.advanceTimersByTimeAsync(40);
    expect((await cached('recommend', call)).data).toBe('answer 1');
    expect(asked).toEqual([1]);

    // Past half its freshness: still served, and asked again once in the background.
    version = 2;
    await jest.advanceTimersByTimeAsync(20);
    const late = await cached('recommend', call);
    expect(late).toEqual(first);
    expect((await cached('recommend', call)).data).toBe('answer 1');
    expect(asked).toEqual([1, 2]);
    await jest.advanceTimersByTimeAsync(1);
    const renewed = await cached('recommend', call);
    expect(renewed.data).toBe('answer 2');
    expect(renewed.at).toBeGreaterThan(first.at);
  });

  it('serves a stale answer while asking again, and forgets it past the stale limit', async () => {
    const cached = createAnswerCache({ ttlMs: 100, staleMs: 300 });
    let fail = false;
    const call = () => (fail ? Promise.reject(new Error('down')) : Promise.resolve('answer'));
    await cached('item', call);
    fail = true;
    await jest.advanceTimersByTimeAsync(150);
    expect((await cached('item', call)).data).toBe('answer');
    await jest.advanceTimersByTimeAsync(200);
    await expect(cached('item', call)).rejects.toThrow('down');
  });
});
