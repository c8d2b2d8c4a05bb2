import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_VERSION,
  FUTURE_LEEWAY_MS,
  VALUE_PATTERN,
} from './consent';

/**
 * The consent banner in the first paint. The root layout renders a copy of the banner on the
 * server, marked with STATIC_BANNER_ATTRIBUTE, and an inline script in <head> that sets
 * ASK_ATTRIBUTE="ask" on <html> when the visitor has to be asked; app/globals.css shows the
 * copy only then. The live banner (components/consent) removes the mark when it takes over.
 * Server side and the banner's own chunk only: lib/consent.ts is in every page's first script.
 */

export const ASK_ATTRIBUTE = 'data-consent';
export const STATIC_BANNER_ATTRIBUTE = 'data-consent-static';

/**
 * The <head> script: marks <html> when the stored choice is missing or not valid. It is
 * readCookie and parseConsent in ES5, built from their constants;
 * tests/unit/consent/consent-first-paint.test.ts holds it to their answers.
 */
export function consentCheckScript(): string {
  const name = JSON.stringify(CONSENT_COOKIE);
  const pattern = JSON.stringify(VALUE_PATTERN.source);
  return (
    '(function(){try{var v,c=document.cookie.split(";");' +
    'for(var i=0;i<c.length;i++){var j=c[i].indexOf("=");' +
    `if(j>-1&&c[i].slice(0,j).trim()===${name}){v=c[i].slice(j+1).trim();break}}` +
    `var m=v?new RegExp(${pattern}).exec(v):null,a=m?Date.now()-Number(m[2]):0;` +
    `if(!m||Number(m[1])!==${CONSENT_VERSION}||a<${-FUTURE_LEEWAY_MS}||a>${CONSENT_MAX_AGE_SECONDS * 1000})` +
    `document.documentElement.setAttribute(${JSON.stringify(ASK_ATTRIBUTE)},"ask")` +
    '}catch(e){}})()'
  );
}
