import type { Words } from '@/lib/i18n';
import type * as en from '../contact';

export const contactChannels: Words<typeof en.contactChannels> = {
  title: 'Kontakta oss direkt',
  description: 'Vill du hellre prata med en människa? Här når du oss.',
  emailLabel: 'E-post',
  phoneLabel: 'Telefon',
  officeLabel: 'Kontor i Stockholm',
  mapLinkLabel: 'Visa på karta',
  office: {
    alt: 'Illustration: utsikten från vårt kontor i Stockholm över vattnet mot Stadshuset.',
  },
};

/** Varje fälts etikett, hjälptext och felmeddelanden (servern kontrollerar i lib/contact/validation.ts). */
export const contactFields: Words<typeof en.contactFields> = {
  name: {
    label: 'Ditt namn',
    errors: { missing: 'Ange ditt namn.', tooLong: 'Ange ett namn på högst 100 tecken.' },
  },
  email: {
    label: 'E-post (arbete)',
    hint: 'Vi svarar till den här adressen.',
    errors: {
      missing: 'Ange din e-postadress på jobbet.',
      invalid: 'Ange en e-postadress i formatet namn@foretag.se.',
    },
  },
  company: {
    label: 'Företag',
    errors: {
      missing: 'Ange namnet på ditt företag.',
      tooLong: 'Ange ett företagsnamn på högst 120 tecken.',
    },
  },
  phone: {
    label: 'Telefon',
    hint: 'Om du hellre vill att vi ringer dig. Ange landsnummer, till exempel +46\u00a070\u00a0123\u00a045\u00a067.',
    errors: {
      invalid:
        'Ange ett telefonnummer med 7–15 siffror, till exempel +46\u00a070\u00a0123\u00a045\u00a067, eller lämna fältet tomt.',
    },
  },
  topic: {
    label: 'Vad vill du göra?',
    options: { sales: 'Prata med säljteamet', demo: 'Boka en demo', other: 'Något annat' },
    errors: { missing: 'Välj vad du vill göra.' },
  },
  message: {
    label: 'Ditt meddelande',
    hint: 'Till exempel: hur många bolag och länder företaget har, vilket affärssystem det använder och vad du vill förändra.',
    errors: {
      missing: 'Skriv ett meddelande.',
      tooShort: 'Berätta lite mer: minst 10 tecken.',
      tooLong: 'Korta ner meddelandet till högst 3\u00a0000 tecken.',
    },
  },
  honeypot: 'Lämna det här fältet tomt',
};

export const contactForm: Words<typeof en.contactForm> = {
  title: 'Skicka ett meddelande',
  responsePromise: 'Vi svarar inom en arbetsdag',
  intro:
    'Berätta lite om ditt företag och vad det behöver. Meddelandet når vårt team via HubSpot, systemet där vi tar emot och besvarar förfrågningar. Inga cookies, inget att godkänna.',
  privacyNotice: {
    text: 'Vi använder det du skickar bara för att svara dig och följa upp, och raderar det senast två år efter vår senaste kontakt.',
    link: { label: 'Så behandlar vi personuppgifter' },
  },
  required: 'Alla fält är obligatoriska om de inte är markerade som valfria.',
  optional: 'valfritt',
  submit: 'Skicka meddelande',
  sending: 'Skickar…',
  errorSummaryTitle: 'Kontrollera formuläret',
  errorSummaryText: 'Några fält behöver ses över innan vi kan skicka ditt meddelande:',
  errorPrefix: 'Fel:',
  sent: {
    title: 'Tack! Vi har fått ditt meddelande',
    text: 'Det har nått vårt team, och rätt person återkommer till dig inom en arbetsdag.',
    again: 'Skicka ett nytt meddelande',
  },
  queued: {
    title: 'Tack, ditt meddelande är sparat',
    text: 'Vårt system kunde inte skicka det vidare till teamet direkt, så vi har sparat det och levererar det så snart det går. Du behöver inte skicka det igen.',
    urgent: 'Är det brådskande? Ring eller mejla oss:',
    again: 'Skicka ett nytt meddelande',
  },
  failed: {
    title: 'Ditt meddelande kunde inte skickas',
    text: 'Något gick fel hos oss och ditt meddelande sparades inte. Din text finns kvar i formuläret: försök igen om några minuter, eller ring eller mejla oss.',
  },
  full: {
    title: 'Mejla oss i stället',
    text: 'Formuläret kan inte ta emot fler meddelanden just nu. Din text finns kvar i formuläret nedan: kopiera den till ett mejl till oss, så svarar vi inom en arbetsdag.',
  },
  rateLimited: {
    title: 'För många meddelanden från ditt nätverk',
    text: 'Vi har fått flera meddelanden från din adress de senaste minuterna. Vänta tio minuter innan du skickar ett nytt, eller ring eller mejla oss.',
  },
};

export const contactHero: Words<typeof en.contactHero> = {
  eyebrow: 'Kontakt',
  title: 'Hör av dig – vi pratar gärna',
  description:
    'Du pratar med dem som skulle göra jobbet: redovisningskonsulter, lönespecialister och teamet bakom plattformen.',
};

/** Bredvid formuläret: vad besökaren kan vänta sig när det är skickat. */
export const contactNextSteps: Words<typeof en.contactNextSteps> = {
  title: 'Det här händer sedan',
  steps: [
    'Vi läser varje meddelande samma arbetsdag och skickar det vidare till specialisten för de länder där ditt företag finns.',
    'Specialisten hör av sig inom en arbetsdag och bokar ett samtal på 30 minuter när det passar dig.',
    'Vill du se en demo visar vi plattformen med exempeldata som liknar ditt företag: bolag, valutor och attestflöden.',
  ],
};

export const contactPage: Words<typeof en.contactPage> = {
  title: 'Kontakta oss',
  description:
    'Prata med Solvik om redovisning, lön och ekonomihantering. Skicka ett meddelande, mejla eller ring oss, eller besök vårt kontor i Stockholm. Vi svarar inom en arbetsdag.',
};
