/** Types for edge-purge.mjs (plain JavaScript: the webhook and a script share it). */
export type EdgePurgeConfig = { urls: URL[]; token: string };
export type EdgePurgeResult = { cache: string; ok: boolean; attempts: number; error?: string };
export function edgePurgeConfig(env?: Record<string, string | undefined>): EdgePurgeConfig | null;
export function purgeEdgeCaches(
  keys: string[],
  options?: {
    config?: EdgePurgeConfig | null;
    soft?: boolean;
    delaysMs?: number[];
    log?: Pick<Console, 'error'>;
  },
): Promise<EdgePurgeResult[]>;
