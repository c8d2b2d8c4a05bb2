/** Interaction timings and thresholds, named once. */
export const HEADER_SOLID_AFTER_PX = 20;
export const DROPDOWN_CLOSE_DELAY_MS = 100;
export const TOAST_DURATION_MS = 5000;
export const LOGIN_DELAY_MS = 1500;
export const COPY_RESET_MS = 2000;
