/**
 * Reads a stream's bytes up to `limit`, stopping (and cancelling the stream) as soon as it is
 * passed, so a chunked body without Content-Length cannot fill memory. null: too large.
 */
export async function readBytesWithLimit(
  body: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Buffer | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** True when a declared Content-Length already says the body is larger than `limit`. */
export function declaresMoreThan(contentLength: string | null, limit: number): boolean {
  if (contentLength === null) return false;
  const length = Number(contentLength.trim());
  return !Number.isFinite(length) || length > limit;
}

/** Why a body was not read: over the limit, not all there by the deadline, or cut off. */
export type UnreadBody = 'too large' | 'too slow' | 'cut off';

/**
 * A body's bytes, read with `readBytesWithLimit`'s cap and a deadline: a client that sends one
 * byte every few seconds holds a connection (and this read) no longer than `deadlineMs`, and one
 * that goes away mid-body is an answer too, not an exception. The stream is cancelled either way.
 */
export async function readBodyWithDeadline(
  body: ReadableStream<Uint8Array> | null,
  { limit, deadlineMs }: { limit: number; deadlineMs: number },
): Promise<Buffer | UnreadBody> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const deadline = Date.now() + deadlineMs;
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: NodeJS.Timeout | undefined;
  const stop = async (why: UnreadBody) => {
    await reader.cancel().catch(() => undefined);
    return why;
  };
  try {
    for (;;) {
      const late = new Promise<'too slow'>((resolve) => {
        timer = setTimeout(() => resolve('too slow'), Math.max(0, deadline - Date.now()));
      });
      const next = await Promise.race([reader.read(), late]).catch(() => 'cut off' as const);
      clearTimeout(timer);
      if (next === 'too slow' || next === 'cut off') return await stop(next);
      if (next.done) return Buffer.concat(chunks);
      size += next.value.byteLength;
      if (size > limit) return await stop('too large');
      chunks.push(next.value);
    }
  } finally {
    clearTimeout(timer);
  }
}
