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

/** A body as UTF-8 text, read with `readBytesWithLimit`; null when it is larger than `limit`. */
export async function readTextWithLimit(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<string | null> {
  if (!body) return '';
  const bytes = await readBytesWithLimit(body, limit);
  return bytes === null ? null : bytes.toString('utf8');
}

/** True when a declared Content-Length already says the body is larger than `limit`. */
export function declaresMoreThan(contentLength: string | null, limit: number): boolean {
  if (contentLength === null) return false;
  const length = Number(contentLength.trim());
  return !Number.isFinite(length) || length > limit;
}
