/** @jest-environment node */
import { CmsError, withRetry, type RetryPolicy } from '@/lib/news/retry';

const policy: RetryPolicy = { attempts: 4, timeoutMs: 1_000, budgetMs: 10_000, baseDelayMs: 100 };

/** A clock that only moves when the retry loop waits. */
function clock() {
  let now = 0;
  const waits: number[] = [];
  return {
    waits,
    now: () => now,
    wait: async (ms: number) => {
      waits.push(ms);
      now += ms;
    },
  };
}

function failing(...errors: Error[]) {
  let calls = 0;
  return {
    calls: () => calls,
    call: async () => {
      const error = errors[calls++];
      if (error) throw error;
      return 'ok';
    },
  };
}

describe('withRetry', () => {
  it('retries 5xx, timeouts and 429s, backing off', async () => {
    const time = clock();
    const source = failing(
      new CmsError('down', 503),
      new CmsError('no answer'),
      new CmsError('slow down', 429),
    );
    await expect(withRetry(source.call, policy, time.wait, time.now)).resolves.toBe('ok');
    expect(source.calls()).toBe(4);
    expect(time.waits[0]).toBeGreaterThanOrEqual(100);
    expect(time.waits[1]).toBeGreaterThanOrEqual(200);
  });

  it('waits for the rate-limit reset the API announces', async () => {
    const time = clock();
    const source = failing(new CmsError('slow down', 429, 3));
    await withRetry(source.call, policy, time.wait, time.now);
    expect(time.waits).toEqual([3000]);
  });

  it('gives up when a reset would outlast the time budget', async () => {
    const time = clock();
    const source = failing(new CmsError('slow down', 429, 60));
    await expect(withRetry(source.call, policy, time.wait, time.now)).rejects.toThrow('slow down');
    expect(source.calls()).toBe(1);
    expect(time.waits).toEqual([]);
  });

  it('stops after the last attempt', async () => {
    const time = clock();
    const down = new CmsError('down', 500);
    const source = failing(down, down, down, down, down);
    await expect(withRetry(source.call, policy, time.wait, time.now)).rejects.toBe(down);
    expect(source.calls()).toBe(4);
  });

  it('does not retry a 4xx other than 429, nor an error that is not the CMS', async () => {
    const time = clock();
    const unauthorised = failing(new CmsError('bad token', 401));
    await expect(withRetry(unauthorised.call, policy, time.wait, time.now)).rejects.toThrow();
    expect(unauthorised.calls()).toBe(1);
    const bug = failing(new TypeError('oops'));
    await expect(withRetry(bug.call, policy, time.wait, time.now)).rejects.toThrow(TypeError);
    expect(bug.calls()).toBe(1);
  });
});
