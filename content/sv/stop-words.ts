import type { Words } from '@/lib/i18n';
import type * as en from '../stop-words';

/** Words in nearly every Swedish text, left out of the search index. Not "år". */
export const stopWords: Words<typeof en.stopWords> =
  'och i att det som en på är av för med till den har de inte om ett men var jag sig från vi så kan man när ska eller nu vid dem där sin hade mot alla bara ni er era ert vår vårt våra oss dig du detta dessa vad utan sedan då också blir bli varit vara sina sitt hans hennes deras något några ingen inga inget'.split(
    ' ',
  );
