import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fakeCdaControl } from '../../support/contentful-webhook.ts';

/**
 * Starts tests/fake-cda/server.ts on a free loopback port for one test file, with its
 * control API (`control`, `stats`).
 */
export async function startFakeCda(): Promise<
  {
    origin: string;
    host: string;
    stop: () => void;
    child: ChildProcess;
  } & ReturnType<typeof fakeCdaControl>
> {
  const child = spawn(process.execPath, [path.join(process.cwd(), 'tests/fake-cda/server.ts')], {
    env: { ...process.env, FAKE_CDA_PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const host = await new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /http:\/\/(127\.0\.0\.1:\d+)/.exec(chunk.toString());
      if (match?.[1]) resolve(match[1]);
    });
  });
  const origin = `http://${host}`;
  return { origin, host, child, stop: () => child.kill(), ...fakeCdaControl(origin) };
}
