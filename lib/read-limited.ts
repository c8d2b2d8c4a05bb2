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
