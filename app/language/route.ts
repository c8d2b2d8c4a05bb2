import { languageSwitchAnswer } from '@/lib/language-switch';

/** The language switcher of a news post (lib/language-switch.ts). */
export const GET = languageSwitchAnswer;
