/** The date the legal documents were last reviewed. */
export const LEGAL_LAST_UPDATED = '2026-11-22';
