/** The date the legal documents were last reviewed. */
export const LEGAL_LAST_UPDATED = '2026-11-28';

/** The privacy policy's own date: it no longer speaks of a newsletter, which we do not have. */
export const PRIVACY_LAST_UPDATED = '2026-11-28';
