/** Motion timings and thresholds, named once. */
export const REVEAL_VIEWPORT = { once: true, amount: 0.2, margin: '-50px' } as const;
export const PARALLAX_SPEED = 0.03;
export const CAREER_HERO_ENTRANCE_S = 0.8;
export const CAREER_CARD_STAGGER_S = 0.1;
export const CAREER_CARD_DURATION_S = 0.5;
