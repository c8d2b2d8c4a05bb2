import type { Words } from '@/lib/i18n';
import type * as en from '../design-guide';

export const buttonGuide: Words<typeof en.buttonGuide> = {
  eyebrow: 'Designsystem',
  sections: {
    colours: {
      title: 'Färger',
      lead: 'Varumärkesfärgerna som knapparna bygger på, hämtade från tailwind.config.ts.',
    },
    variants: {
      title: 'Varianter och storlekar',
      lead: (variants, sizes) =>
        `${variants} varianter i ${sizes} storlekar. Light och outline-light är gjorda för marinblå bakgrunder.`,
    },
    motion: {
      title: 'Animerade varianter',
      lead: 'Rörelse är ett eget alternativ, så alla varianter kan lyfta, glöda eller tryckas ned. Hovra över eller tryck på knapparna för att se effekten; med reducerad rörelse påslagen står de stilla.',
    },
    disabled: {
      title: 'Inaktiverade knappar',
      lead: 'En inaktiverad knapp behåller sin form med halv opacitet och reagerar inte på pekaren. Förklara hellre varför en åtgärd inte är tillgänglig än att inaktivera den utan förklaring.',
    },
    links: {
      title: 'Knappar som navigerar',
      lead: 'ButtonLink har samma alternativ. Sökvägar på webbplatsen använder next/link; externa länkar och mailto- och tel-länkar blir en vanlig länk.',
    },
  },
  samples: {
    size: (size) => `Storlek ${size}`,
    iconSize: 'Nästa (ikonstorlek)',
    variant: 'Kom igång',
    disabled: 'Logga in',
  },
  code: {
    variant: (variant) => `Kod för knappen ${variant}`,
    motion: (motion) => `Kod för rörelsen ${motion}`,
    disabled: 'Kod för en inaktiverad knapp',
    link: 'Kod för en knapplänk',
  },
  copy: {
    idle: 'Kopiera',
    copied: 'Kopierat',
    failed: 'Kunde inte kopiera',
    copiedStatus: (label) => `${label} har kopierats till urklipp`,
    failedStatus: (label) => `${label} kunde inte kopieras`,
  },
};

export const designGuidePage: Words<typeof en.designGuidePage> = {
  page: {
    title: 'Designguide för knappar',
    description:
      'Alla Solviks knappvarianter, storlekar, rörelser och tillstånd, renderade från samma definition som webbplatsen använder, med kod att kopiera.',
  },
  title: 'Designguide för knappar',
  lead: 'Varje knapp på webbplatsen kommer från en och samma definition i components/ui/button.tsx. Den här sidan renderar den definitionen, så det du ser här är exakt det som går ut i produktion.',
};

export const motionNotes: Words<typeof en.motionNotes> = {
  none: 'Ingen rörelse: standardläget.',
  lift: 'Lyfts 2\u00a0px med en skugga vid hovring. För knappar högst upp på sidan och i avslutande uppmaningar.',
  glow: 'En orange glöd vid hovring. För den enda åtgärd du helst vill att besökaren tar.',
  press: 'Krymper något medan den trycks ned. För knappar som används många gånger i rad.',
};

/** When to use each variant, and the surface it is designed for (the surfaces as in English). */
export const variantNotes: Words<typeof en.variantNotes> = {
  primary: {
    usage:
      'Vyns huvudåtgärd, i samma färg överallt: Prata med säljteamet, Boka en demo, Skicka meddelande.',
  },
  secondary: { usage: 'Ett andra val bredvid en primärknapp.' },
  light: { usage: 'Huvudåtgärden på ett marinblått band, till exempel en avslutande uppmaning.' },
  outlineLight: { usage: 'Det andra valet på ett marinblått band.' },
  ghost: { usage: 'Diskreta åtgärder i verktygsfält och kort.' },
  link: { usage: 'En åtgärd som läses som en del av texten.' },
};
