/**
 * Words in nearly every English text, which search leaves out of its index
 * (lib/search/language.ts): each would cost a line per page and post and find everything. A
 * phrase still needs them, word for word. Not "it" and "us" (IT, the US). Each language lists
 * its own, any number: content/<locale>/stop-words.ts.
 */
export const stopWords =
  'a an the and or but of to in on at by for with from as is are was were be been being this that these those we you your our they their them he she his her i me my not so if than then there here has have had do does did can will would should could into about over after before what which who how when where also more all any each'.split(
    ' ',
  );
