import type { Locale } from '@/lib/i18n';

/**
 * Words in nearly every text of a language, which search leaves out of its index
 * (language.ts): each would cost a line per page and post and find everything. A phrase still
 * needs them, word for word. A language lists its own, any number; one without a list has
 * every word indexed.
 */
export const stopWords: Partial<Record<Locale, readonly string[]>> = {
  // Not "it" and "us" (IT, the US).
  en: 'a an the and or but of to in on at by for with from as is are was were be been being this that these those we you your our they their them he she his her i me my not so if than then there here has have had do does did can will would should could into about over after before what which who how when where also more all any each'.split(
    ' ',
  ),
  // Not "år".
  sv: 'och i att det som en på är av för med till den har de inte om ett men var jag sig från vi så kan man när ska eller nu vid dem där sin hade mot alla bara ni er era ert vår vårt våra oss dig du detta dessa vad utan sedan då också blir bli varit vara sina sitt hans hennes deras något några ingen inga inget'.split(
    ' ',
  ),
};
