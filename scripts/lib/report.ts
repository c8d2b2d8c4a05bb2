/** Writes a benchmark's Markdown to bench-results/<name>-<date>.md (git-ignored). */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';

export async function saveReport(name: string, markdown: string): Promise<string> {
  const dir = new URL('../../bench-results/', import.meta.url);
  await mkdir(dir, { recursive: true });
  const file = new URL(`${name}-${new Date().toISOString().slice(0, 10)}.md`, dir);
  await writeFile(file, `${markdown}\n`);
  return file.pathname;
}

/** The command, the time and how busy the machine was: figures mean little without them. */
export function runHeader(title: string): string {
  const command = [
    'node',
    ...process.argv.slice(1).map((a) => a.replace(process.cwd() + '/', '')),
  ].join(' ');
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  return `# ${title}\n\n- command: \`${command}\`\n- date: ${new Date().toISOString()}\n- load average at start: ${load}\n`;
}
