import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The checks proxy.ts makes of a POST that Next would take for a server action, before Next
 * reads it. Next refuses the same requests, but answers a cross-site post and a body over the
 * limit with a 500 (logging the 403 or 413 it meant), and arguments it cannot decode with a
 * 500 and a stack trace: here they are a 403, a 413 and a 400 with our headers.
 *
 * Every server action of this site is a form's action under `useActionState` (the contact
 * form): it takes the previous state, a plain object, and the form's FormData. Arguments of
 * any other shape are refused here; an action with other arguments needs its shape added.
 */

/** Next's own default, set in next.config.ts so that both refuse at the same size. */
export const actionBodyLimitBytes = 1024 * 1024;

export type Refusal = {
  status: 400 | 403 | 409 | 413;
  message: string;
  headers?: Record<string, string>;
};

/** Next takes a POST for a server action when it names one (Next-Action) or posts a form. */
export function mayBeServerAction(headers: Headers): boolean {
  if (headers.has('next-action')) return true;
  const type = mediaType(headers);
  return type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded';
}

/**
 * 403 when the Origin names another host than the request's own: Next's CSRF check, on the
 * same headers (the first X-Forwarded-Host, else Host). No Origin passes, as in Next: only a
 * hand-made request or a very old browser lacks it, and neither carries a visitor's cookies.
 */
export function crossSiteRefusal(headers: Headers): Refusal | undefined {
  const origin = headers.get('origin');
  if (origin === null) return undefined;
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
  if (origin !== 'null' && host && hostOf(origin) === host) return undefined;
  return { status: 403, message: 'Forbidden: this form can only be sent from this site.' };
}

/** 413: the body is over the limit, declared or as read. */
export const tooLarge: Refusal = {
  status: 413,
  message: `Payload too large: a form may be at most ${actionBodyLimitBytes / 1024 / 1024} MB.`,
};

export const malformed: Refusal = {
  status: 400,
  message: 'Bad request: the form was not sent as this site sends it.',
};

/** Next's server reference ids: 42 hexadecimal digits. */
const actionId = /^[0-9a-f]{42}$/;

/**
 * The ids of the build's server actions, from its manifest; undefined when it cannot be read
 * (then only their form is checked, and Next answers an unknown one itself).
 */
export function buildActionIds(distDir: string): ReadonlySet<string> | undefined {
  try {
    const file = path.join(
      /*turbopackIgnore: true*/ distDir,
      'server',
      'server-reference-manifest.json',
    );
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { node?: Record<string, unknown> };
    return new Set(Object.keys(manifest.node ?? {}));
  } catch {
    return undefined;
  }
}

/**
 * 409 for an action id of the right form that this build does not have: a page of another
 * deployment posting. Next answers the same, with the header that makes its client load the
 * page again, but logs a stack trace for each.
 */
export function unknownActionRefusal(
  headers: Headers,
  known: ReadonlySet<string> | undefined,
): Refusal | undefined {
  const id = headers.get('next-action');
  if (id === null || !known || !actionId.test(id) || known.has(id)) return undefined;
  return {
    status: 409,
    message: 'Server Action unavailable.',
    headers: { 'x-nextjs-action-not-found': '1' },
  };
}

/**
 * 400 when the body is not what a form of this site sends for its action: `form` is the body
 * read as FormData (a multipart body), or null when it is none.
 */
export function malformedRefusal(
  headers: Headers,
  form: FormData | null,
  known?: ReadonlySet<string>,
): Refusal | undefined {
  const id = headers.get('next-action');
  if (id !== null) {
    // With JavaScript: React posts the arguments as FormData, the root ("0") being the list
    // of arguments with the form as a reference ("$K1") to the fields that follow.
    if (!actionId.test(id) || !form) return malformed;
    return isActionArguments(json(form.get('0')), /^\$K[0-9a-f]+$/) ? undefined : malformed;
  }
  if (!form) return undefined;
  // Without JavaScript: the form itself, its action named in hidden fields (React's
  // `$ACTION_REF_{n}`, `$ACTION_{n}:{k}`, or `$ACTION_ID_{id}`). A multipart form that names
  // no action, or more than two by reference, Next answers 400 with a stack trace in the log.
  let actions = 0;
  let refs = 0;
  for (const key of form.keys()) {
    const ref = /^\$ACTION_REF_(\d+)$/.exec(key);
    if (ref && (++refs > 2 || !isBoundAction(form, `$ACTION_${ref[1]}:`, known))) return malformed;
    const named = /^\$ACTION_ID_(.*)$/.exec(key);
    if (named && !isKnownId(named[1], known)) return malformed;
    if (ref || named) actions++;
  }
  return actions ? undefined : malformed;
}

/** `$ACTION_{n}:0` names the action and its bound arguments (`$@{k}`: part k): the state. */
function isBoundAction(
  form: FormData,
  prefix: string,
  known: ReadonlySet<string> | undefined,
): boolean {
  const meta = json(form.get(`${prefix}0`));
  if (!isPlainObject(meta) || !isKnownId(meta.id, known)) return false;
  const bound = typeof meta.bound === 'string' ? /^\$@([0-9a-f]+)$/.exec(meta.bound) : null;
  if (!bound) return false;
  const args = json(form.get(`${prefix}${parseInt(bound[1] ?? '', 16)}`));
  return Array.isArray(args) && args.length === 1 && isPlainObject(args[0]);
}

/** An id of the right form, and of this build's actions when they are known. */
function isKnownId(id: unknown, known: ReadonlySet<string> | undefined): boolean {
  return typeof id === 'string' && actionId.test(id) && (!known || known.has(id));
}

/** The arguments (previous state, form), the form given by `formReference`. */
function isActionArguments(args: unknown, formReference: RegExp): boolean {
  return (
    Array.isArray(args) &&
    args.length === 2 &&
    isPlainObject(args[0]) &&
    typeof args[1] === 'string' &&
    formReference.test(args[1])
  );
}

function json(value: FormDataEntryValue | null): unknown {
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** The body's media type, lower-case, without parameters. */
export function mediaType(headers: Headers): string {
  return (headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}
