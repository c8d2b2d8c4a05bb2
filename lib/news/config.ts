/**
 * Where news comes from, read from the environment and validated here and nowhere else.
 * A half-set configuration throws (and so fails the build) with the name of the variable.
 */

export type ContentfulConfig = {
  spaceId: string;
  accessToken: string;
  environment: string;
  /** Token for Contentful's Preview API; draft mode is unavailable without it. */
  previewToken?: string;
  /** `host[:port]` of a CDA-compatible server; undefined means Contentful's own hosts. */
  host?: string;
  /** Plain HTTP, only for loopback hosts (a local fake of the delivery API). */
  insecure: boolean;
};

export type NewsConfig =
  | { source: 'demo'; draftSecret?: string; webhookSecret?: string }
  | {
      source: 'contentful';
      contentful: ContentfulConfig;
      draftSecret?: string;
      webhookSecret?: string;
    };

type Env = Record<string, string | undefined>;

const read = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

/** Shortest draft-mode secret accepted (`openssl rand -hex 16` gives 32 characters). */
const minDraftSecretLength = 32;

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Accepts `host` or `host:port` (no scheme, no path); loopback hosts are spoken to over HTTP. */
function parseHost(raw: string): { host: string; insecure: boolean } {
  const match = /^(\[::1\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(raw);
  const port = match?.[2] === undefined ? undefined : Number(match[2]);
  if (!match?.[1] || (port !== undefined && (port < 1 || port > 65535))) {
    throw new Error(
      `CONTENTFUL_HOST must be a host name with an optional port, such as cdn.contentful.com or 127.0.0.1:4010; got "${raw}".`,
    );
  }
  return { host: raw, insecure: loopbackHosts.has(match[1].toLowerCase()) };
}

export function readNewsConfig(env: Env = process.env): NewsConfig {
  const spaceId = read(env, 'CONTENTFUL_SPACE_ID');
  const accessToken = read(env, 'CONTENTFUL_ACCESS_TOKEN');
  const rawHost = read(env, 'CONTENTFUL_HOST');
  const webhookSecret = read(env, 'CONTENTFUL_WEBHOOK_SECRET');
  const draftSecret = read(env, 'CONTENTFUL_DRAFT_SECRET');
  const secrets = { draftSecret, webhookSecret };

  // Contentful's signing secrets are exactly 64 characters; anything else can never verify.
  if (webhookSecret !== undefined && webhookSecret.length !== 64) {
    throw new Error(
      'CONTENTFUL_WEBHOOK_SECRET must be the 64-character signing secret of the webhook.',
    );
  }
  // The draft URL is the only key to unpublished posts: long enough not to be guessed.
  if (draftSecret !== undefined && draftSecret.length < minDraftSecretLength) {
    throw new Error(
      `CONTENTFUL_DRAFT_SECRET must be at least ${minDraftSecretLength} characters long; it has ${draftSecret.length}.`,
    );
  }
  if (!spaceId && !accessToken) {
    if (rawHost)
      throw new Error(
        'CONTENTFUL_HOST is set but CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN are not.',
      );
    return { source: 'demo', ...secrets };
  }
  if (!spaceId)
    throw new Error(
      'CONTENTFUL_SPACE_ID is missing: it must be set together with CONTENTFUL_ACCESS_TOKEN.',
    );
  if (!accessToken)
    throw new Error(
      'CONTENTFUL_ACCESS_TOKEN is missing: it must be set together with CONTENTFUL_SPACE_ID.',
    );

  const host = rawHost ? parseHost(rawHost) : undefined;
  return {
    source: 'contentful',
    contentful: {
      spaceId,
      accessToken,
      environment: read(env, 'CONTENTFUL_ENVIRONMENT') ?? 'master',
      previewToken: read(env, 'CONTENTFUL_PREVIEW_TOKEN'),
      host: host?.host,
      insecure: host?.insecure ?? false,
    },
    ...secrets,
  };
}

let cached: NewsConfig | undefined;

/** The validated configuration of this process (read once). */
export function newsConfig(): NewsConfig {
  cached ??= readNewsConfig();
  return cached;
}
