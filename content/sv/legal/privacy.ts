import type { Words } from '@/lib/i18n';
import type * as en from '../../legal/privacy';
import { documentLabels } from './types';

export const privacyPolicy: Words<typeof en.privacyPolicy> = {
  lang: 'sv',
  metaTitle: 'Integritetspolicy',
  description:
    'Hur Solvik AB samlar in, använder, lagrar och skyddar personuppgifter och hur du utövar dina rättigheter.',
  title: 'Integritetspolicy',
  companyDetailsTitle: 'Företagsuppgifter',
  intro:
    'I den här policyn förklarar vi vilka personuppgifter Solvik behandlar när du besöker vår webbplats, kontaktar oss eller blir kund hos oss, varför vi gör det och vad du har rätt att begära av oss.',
  lastUpdated: '2026-11-28',
  labels: documentLabels,
  sections: [
    {
      title: 'Inledning',
      blocks: [
        {
          text: 'Solvik AB (organisationsnummer 559012-3456) tillhandahåller tjänster inom redovisning, lön och ekonomihantering samt den teknik som stödjer dem. Vi tar skyddet av personuppgifter på stort allvar och behandlar dem i enlighet med EU:s dataskyddsförordning (GDPR) och svensk dataskyddslagstiftning.',
        },
      ],
    },
    {
      title: 'Definitioner',
      blocks: [
        {
          items: [
            {
              term: 'Personuppgifter',
              text: 'Varje upplysning som avser en identifierad eller identifierbar fysisk person som är i livet, till exempel namn, e-postadress eller telefonnummer.',
            },
            {
              term: 'Behandling',
              text: 'Varje åtgärd som vidtas med personuppgifter, till exempel insamling, lagring, användning, utlämnande eller radering.',
            },
            {
              term: 'Personuppgiftsansvarig',
              text: 'Den organisation som bestämmer ändamålen med och medlen för behandlingen av personuppgifter.',
            },
            {
              term: 'Personuppgiftsbiträde',
              text: 'En organisation som behandlar personuppgifter för en personuppgiftsansvarigs räkning och enligt dennes instruktioner.',
            },
          ],
        },
      ],
    },
    {
      title: 'Vem som ansvarar för dina personuppgifter',
      blocks: [
        {
          text: 'Solvik AB är personuppgiftsansvarig för de personuppgifter vi behandlar om besökare på den här webbplatsen, personer som kontaktar oss och kontaktpersoner hos våra kunder och leverantörer.',
        },
        {
          text: 'När vi sköter bokföringen eller lönehanteringen åt en kund behandlar vi även personuppgifter om kundens anställda, kunder och leverantörer. I det arbetet är kunden personuppgiftsansvarig och vi kundens personuppgiftsbiträde, bundna av ett personuppgiftsbiträdesavtal med kunden.',
        },
      ],
    },
    {
      title: 'Vilka personuppgifter vi behandlar',
      blocks: [
        {
          items: [
            'Identifieringsuppgifter: ditt namn, din befattning, det företag du arbetar för och, för kunder, uppgifterna från den identitetskontroll som penningtvättslagen kräver av oss (se nedan).',
            'Kontaktuppgifter: e-postadress, telefonnummer och postadress.',
            'Övrigt innehåll som du lämnar till oss: det du skriver i meddelanden, i kontaktformuläret eller i e-post till oss.',
          ],
        },
        {
          text: 'Vi samlar in uppgifterna från dig, till exempel när du fyller i kontaktformuläret, eller från din arbetsgivare när du är kontaktperson hos någon av våra kunder eller leverantörer.',
        },
      ],
    },
    {
      title: 'Ändamål och rättslig grund',
      blocks: [
        {
          items: [
            {
              term: 'Samtycke',
              text: 'Cookies som inte är nödvändiga. Webbplatsen sätter inga sådana i dag; skulle det ändras ber vi om ditt samtycke först, och du kan när som helst återkalla det.',
            },
            {
              term: 'Berättigat intresse',
              text: 'Att besvara dina förfrågningar och upprätthålla säkerheten på vår webbplats och i våra system.',
            },
            {
              term: 'Fullgörande av avtal',
              text: 'Att leverera våra tjänster och fakturera våra kunder.',
            },
            {
              term: 'Rättslig förpliktelse',
              text: 'Att bevara vår egen räkenskapsinformation så som bokföringslagen kräver.',
            },
            {
              term: 'Rättslig förpliktelse: kundkännedom',
              text: 'Att kontrollera identiteten hos våra kunders företrädare och verkliga huvudmän när affärsförbindelsen inleds och så länge den pågår. Redovisningsbyråer omfattas av lagen (2017:630) om åtgärder mot penningtvätt och finansiering av terrorism (penningtvättslagen), som kräver den här kundkännedomen.',
            },
          ],
        },
      ],
    },
    {
      title: 'Hur länge vi sparar uppgifterna',
      blocks: [
        {
          items: [
            'Vår egen räkenskapsinformation, till exempel avtal och fakturor: till och med det sjunde året efter utgången av det kalenderår då räkenskapsåret avslutades (7 kap. 2 § bokföringslagen).',
            'Våra kunders räkenskapsinformation: skyldigheten att bevara den är kundens, enligt samma lag. Vi förvarar den för kundens räkning medan vårt avtal gäller och lämnar över den när avtalet upphör.',
            'Kundkännedom (identitetskontroller och underlagen för dem): fem år efter att affärsförbindelsen har upphört, så som penningtvättslagen kräver (5 kap. 3 §).',
            'Förfrågningar: så länge vi behöver dem för att besvara och följa upp din förfrågan, dock högst två år efter vår senaste kontakt.',
            ['Uppgifter som rör cookies: så som beskrivs i vår ', { label: 'cookiepolicy' }, '.'],
          ],
        },
        { text: 'Uppgifter som vi inte längre behöver raderas eller anonymiseras.' },
      ],
    },
    {
      title: 'Vilka vi delar uppgifterna med',
      blocks: [
        {
          text: [
            'Vi säljer aldrig personuppgifter. Vi delar dem endast med leverantörer som hjälper oss att bedriva vår verksamhet, till exempel leverantörer av IT-tjänster, e-post, webbhotell och vårt kontaktformulär, och med de partnerbyråer som sköter bokföringen för våra kunders bolag i Tyskland, Nederländerna, Storbritannien och USA, och endast i den utsträckning de behöver uppgifterna för att utföra sitt uppdrag. De är våra biträden eller underbiträden enligt skriftliga avtal. Alla anges, med land och ändamål, på vår ',
            { label: 'sida om säkerhet och dataskydd' },
            '.',
          ],
        },
        {
          text: 'Kontaktformuläret på vår webbplats är vårt eget. När du skickar formuläret vidarebefordrar vår server det du har angett (namn, e-postadress på jobbet, företag, eventuellt telefonnummer, ämne och meddelande) till HubSpot, Inc., det kundhanteringssystem (CRM) vi använder för förfrågningar. HubSpot behandlar uppgifterna som vårt personuppgiftsbiträde enligt sitt personuppgiftsbiträdesavtal. Din webbläsare har ingen kontakt med HubSpot, och vi skickar varken din IP-adress eller någon cookie till HubSpot. Om HubSpot inte kan nås sparar vi ditt meddelande på våra egna servrar tills det har kunnat levereras och raderar det sedan där.',
        },
        {
          text: 'För att stoppa automatiserad skräppost räknar vi hur många meddelanden som skickas från varje IP-adress under tio minuter. Antalet sparas bara under dessa tio minuter, och adressen sparas aldrig tillsammans med ditt meddelande.',
        },
        {
          text: 'Tre av dem behandlar uppgifter utanför EU/EES: vår partnerbyrå i Storbritannien, med stöd av EU-kommissionens beslut om adekvat skyddsnivå för landet, vår partnerbyrå i USA, med stöd av EU-kommissionens standardavtalsklausuler, och HubSpot, med stöd av EU–US Data Privacy Framework.',
        },
        {
          text: 'Vi lämnar också ut uppgifter till myndigheter när vi är skyldiga att göra det enligt lag.',
        },
      ],
    },
    {
      title: 'Dina rättigheter',
      blocks: [
        { text: 'Du har rätt att' },
        {
          items: [
            'få tillgång till de personuppgifter vi har om dig,',
            'få felaktiga uppgifter rättade,',
            'få behandlingen av dina uppgifter begränsad,',
            'få dina uppgifter raderade när vi inte längre har skäl att spara dem,',
            'få ut de uppgifter som du själv har lämnat till oss i ett strukturerat, allmänt använt och maskinläsbart format och föra över dem till någon annan, när vi behandlar dem med stöd av ditt samtycke eller ett avtal med dig (dataportabilitet),',
            'invända mot behandling som vi grundar på vårt berättigade intresse, av skäl som har att göra med din särskilda situation (rätt att invända),',
            'när som helst invända mot att vi använder dina uppgifter för direktmarknadsföring.',
          ],
        },
        {
          text: [
            'Om du vill utöva någon av dessa rättigheter kan du skicka e-post till ',
            { label: 'hello@solvik.example' },
            '. Vi svarar utan onödigt dröjsmål och senast inom en månad.',
          ],
        },
      ],
    },
    {
      title: 'Frågor och klagomål',
      blocks: [
        {
          text: [
            'Har du frågor om hur vi behandlar personuppgifter är du välkommen att skicka e-post till ',
            { label: 'hello@solvik.example' },
            '.',
          ],
        },
        {
          text: [
            'Du har också alltid rätt att lämna klagomål till Integritetsskyddsmyndigheten (IMY): ',
            { label: 'www.imy.se' },
            '.',
          ],
        },
      ],
    },
    {
      title: 'Ändringar i policyn',
      blocks: [
        {
          text: 'Vi uppdaterar den här policyn när vår behandling av personuppgifter eller lagstiftningen ändras. Datumet överst visar när den senast ändrades. Om en ändring har betydelse för dig meddelar vi dig via e-post, om vi har din e-postadress.',
        },
      ],
    },
  ],
};
