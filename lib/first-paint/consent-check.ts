import {
  ASK_ATTRIBUTE,
  BANNER_ACTION_ATTRIBUTE,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_VERSION,
  FUTURE_LEEWAY_MS,
  LIVE_ATTRIBUTE,
  PENDING_ATTRIBUTE,
  VALUE_PATTERN,
} from '@/lib/consent';

/*
 * The consent banner in the first paint. The root layout renders the banner on the server and
 * this script in <head>, which marks <html> with ASK_ATTRIBUTE="ask" when the visitor has to be
 * asked; app/globals.css shows the banner only then. From hydration on, the banner UI
 * (components/consent) keeps the mark true to the visitor's choice, and marks <html> itself
 * when this script is off (FIRST_PAINT=off: the banner then shows once the page has hydrated).
 * Server side only, apart from lib/consent.ts, which is in every page's first script.
 */

/**
 * The <head> script. Marks <html> when the stored choice is missing or not valid: readCookie and
 * parseConsent in ES5, built from their constants (tests/unit/first-paint/consent-check.test.ts
 * holds it to their answers). And until ConsentManager is live, keeps the last banner button
 * clicked, so that a choice made before the page's scripts have run is not lost.
 */
export function consentCheckScript(): string {
  const name = JSON.stringify(CONSENT_COOKIE);
  const pattern = JSON.stringify(VALUE_PATTERN.source);
  const html = 'document.documentElement';
  return (
    '(function(){try{var v,c=document.cookie.split(";");' +
    'for(var i=0;i<c.length;i++){var j=c[i].indexOf("=");' +
    `if(j>-1&&c[i].slice(0,j).trim()===${name}){v=c[i].slice(j+1).trim();break}}` +
    `var m=v?new RegExp(${pattern}).exec(v):null,a=m?Date.now()-Number(m[2]):0;` +
    `if(!m||Number(m[1])!==${CONSENT_VERSION}||a<${-FUTURE_LEEWAY_MS}||a>${CONSENT_MAX_AGE_SECONDS * 1000})` +
    `${html}.setAttribute(${JSON.stringify(ASK_ATTRIBUTE)},"ask");` +
    'document.addEventListener("click",function(e){' +
    `var b=e.target&&e.target.closest&&e.target.closest("[${BANNER_ACTION_ATTRIBUTE}]");` +
    `if(b&&!${html}.hasAttribute(${JSON.stringify(LIVE_ATTRIBUTE)}))` +
    `${html}.setAttribute(${JSON.stringify(PENDING_ATTRIBUTE)},b.getAttribute(${JSON.stringify(BANNER_ACTION_ATTRIBUTE)}))` +
    '},true)' +
    '}catch(e){}})()'
  );
}
