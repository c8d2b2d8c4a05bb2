import type { Words } from '@/lib/i18n';
import type * as en from '../cases';

/** The words around the cases, on their own pages and on /customers. */
export const caseCopy: Words<typeof en.caseCopy> = {
  eyebrow: 'Kundcase',
  factsTitle: 'I korthet',
  situationTitle: 'Utgångsläget',
  whatWeDidTitle: 'Det här gjorde vi',
  resultsTitle: 'Resultat',
  sourceLabel: 'Källa:',
  servicesTitle: 'Tjänster i uppdraget',
  readCase: 'Läs kundcaset',
  allCases: { label: 'Alla kundcase' },
};

export const clientCases: Words<typeof en.clientCases> = [
  {
    client: { name: 'Nordvik Logistics', industry: 'Vägtransporter och lager', home: 'Göteborg' },
    title: 'En lönehantering för fyra länder hos Nordvik Logistics',
    summary:
      'En transportkoncern med 380 anställda i Sverige, Norge, Finland och Danmark gick från fyra lönebyråer till ett attestflöde, en lönekalender och en kontaktperson.',
    facts: [
      { label: 'Anställda', value: '380' },
      { label: 'Länder', value: 'Sverige, Norge, Finland, Danmark' },
      { label: 'Tjänster', value: 'Global lön och HR, global redovisning' },
      { label: 'Övergång', value: 'september 2024 – januari 2025' },
    ],
    situation: [
      'Nordvik Logistics kör vägtransporter och driver lager från elva depåer i fyra länder. Fram till 2024 hade varje land sin egen lönebyrå, sin egen lönedag och sitt eget sätt att attestera övertid, nattskift och chaufförernas traktamenten.',
      'Depåcheferna attesterade timmar i kalkylark som ekonomiavdelningen sedan skrev in för hand i fyra lönesystem. Varje månad fick några av de 380 anställda fel lön, som rättades först månaden efter.',
    ],
    whatWeDid: [
      'Flyttade lönehanteringen till oss ett land i taget, Danmark först och Sverige sist, varje gång efter en parallellkörning som stämde på kronan mot den tidigare leverantören.',
      'Byggde ett gemensamt attestflöde i Solvik-appen för timmar, skifttillägg, frånvaro och utlägg, med reglerna i varje lands kollektivavtal inbyggda.',
      'Samlade alla fyra länder i en lönekalender, med en koncernrapport på femte arbetsdagen.',
      'Läste in ackumulerade belopp hittills i år och två års historik, så att årssammanställningar och pensionsrapporter kom ur ett och samma system.',
    ],
    results: [
      {
        value: '−70\u00a0%',
        label: 'manuellt arbete med lön och utlägg',
        detail: 'Från 420 till 126 timmar i månaden i hela koncernen',
        source: 'Kundens egna tidrapporter, jan–mar 2025 jämfört med jan–mar 2024',
      },
      {
        value: '−83\u00a0%',
        label: 'lönekorrigeringar efter lönedagen',
        detail: 'Från 29 till 5 korrigeringar per kvartal',
        source: 'Kundens logg över lönekorrigeringar, jan–mar 2025 jämfört med jan–mar 2024',
      },
      {
        value: '6 dagar',
        label: 'från kvitto till ersättning',
        detail: 'Median, tidigare 19 dagar',
        source:
          'Data från Solviks plattform för jan–mar 2025 jämfört med kundens utläggssystem för jan–mar 2024',
      },
    ],
    quote: {
      quote:
        'Våra depåchefer attesterar skiften i mobilen samma dag, och chaufförerna får rätt lön direkt. Vi lägger inte längre första veckan i varje månad på att rätta fel.',
      name: 'Karin Holm',
      title: 'CFO, Nordvik Logistics',
    },
    services: [{ label: 'Global lön och HR' }, { label: 'Global redovisning' }],
  },
  {
    client: { name: 'Kvarnby Software', industry: 'Programvara som tjänst', home: 'Stockholm' },
    title: 'Kvarnby Software gör bokslut för sex bolag i ett och samma konto i NetSuite',
    summary:
      'Ett snabbväxande mjukvaruföretag med sex bolag i fem länder bytte ut fyra affärssystem och ett kalkylark för konsolidering mot ett enda Oracle NetSuite-konto, som vi driver.',
    facts: [
      { label: 'Anställda', value: '240' },
      { label: 'Bolag', value: '6, i Sverige, Norge, Tyskland, Storbritannien och USA' },
      { label: 'Tjänster', value: 'Ekonomihantering i NetSuite, global redovisning' },
      { label: 'Övergång', value: 'mars–augusti 2024' },
    ],
    situation: [
      'Kvarnby Software växte på fyra år från ett svenskt bolag till sex bolag. Varje förvärv kom med sitt eget affärssystem: Fortnox i Sverige, Tripletex i Norge, DATEV i Tyskland och QuickBooks i Storbritannien och USA.',
      'Koncernbokslutet gjordes i ett kalkylark. Två controllers ägnade andra veckan i varje månad åt att exportera råbalanser, mappa konton och boka elimineringar för hand, och styrelsen fick se siffrorna först på den fjortonde arbetsdagen.',
    ],
    whatWeDid: [
      'Tog fram en gemensam kontoplan och en uppsättning dimensioner för koncernen, mappade mot varje lands lagstadgade rapportering.',
      'Flyttade de sex bolagen till ett Oracle NetSuite-konto i tre vågor, med ingående balanser och ett års historik avstämda mot de gamla systemen.',
      'Automatiserade koncerninterna fakturor, elimineringar och valutaomvärdering, så att konsolideringen sker i NetSuite i stället för i ett kalkylark.',
      'Tog över månadsbokslutet för alla sex bolag enligt en gemensam kalender, med koncernrapporten på sjätte arbetsdagen.',
    ],
    results: [
      {
        value: '6 arbetsdagar',
        label: 'till färdigt koncernbokslut',
        detail: 'Tidigare 14 arbetsdagar',
        source: 'Kundens bokslutskalender, snitt för jan–jun 2025 jämfört med jan–jun 2024',
      },
      {
        value: '−91\u00a0%',
        label: 'manuella konsolideringsbokningar',
        detail: 'Från 140 till 12 bokningar i månaden',
        source:
          'Verifikationsloggen i NetSuite för mars 2025 jämfört med kundens kalkylark för mars 2024',
      },
      {
        value: '2',
        label: 'revisionsjusteringar',
        detail: 'Jämfört med 11 året innan',
        source: 'Revisorns rapporter till styrelsen, räkenskapsåret 2024 jämfört med 2023',
      },
    ],
    quote: {
      quote:
        'Styrelsen får koncernens siffror en vecka tidigare, och mina controllers analyserar dem i stället för att sätta ihop dem. Revisionen var den kortaste vi har haft.',
      name: 'Mikael Strand',
      title: 'Ekonomichef, Kvarnby Software',
    },
    services: [{ label: 'Ekonomihantering i NetSuite' }, { label: 'Global redovisning' }],
  },
  {
    client: { name: 'Ekholm Arkitekter', industry: 'Arkitektur', home: 'Stockholm' },
    title: 'Ekholm Arkitekter ser sina projektkostnader på femte arbetsdagen',
    summary:
      'Ett arkitektkontor i Stockholm med 46 anställda flyttade bokföringen från pärmar hos en lokal byrå, och lönerna från ett kalkylark, till en redovisningskonsult och en app.',
    facts: [
      { label: 'Anställda', value: '46' },
      { label: 'Länder', value: 'Sverige' },
      { label: 'Tjänster', value: 'Lokal redovisning, lokal lönehantering' },
      { label: 'Övergång', value: 'november 2024 – januari 2025' },
    ],
    situation: [
      'Ekholm Arkitekter ritar skolor, bostäder och kontor från en studio i Stockholm. Fram till 2024 sköttes bokföringen av en liten redovisningsbyrå utifrån pärmar med kvitton och fakturor som skickades över en gång i månaden, och kontorschefen körde lönerna i ett kalkylark och en betalfil.',
      'Timmarna rapporterades i ett separat tidrapporteringsverktyg och skrevs in i fakturorna för hand, så delägarna fick veta vad ett projekt hade kostat först flera veckor efter månadens slut. Varje lönekörning tog kontorschefen två dagar, och övertiden enligt kollektivavtalet blev ofta fel.',
    ],
    whatWeDid: [
      'Tog över bokföringen från den 1 januari 2025, med ingående balanser avstämda mot årsredovisningen för 2024, och lönerna efter en parallellkörning i december.',
      'Flyttade kvitton och leverantörsfakturor till Solvik-appen: medarbetarna fotograferar kvittot och delägarna attesterar fakturor i mobilen.',
      'Kopplade tidrapporteringen till projekten, så att timmar, utlägg och fakturerade arvoden möts i en projektrapport varje månad.',
      'Lade in kollektivavtalets regler för övertid, semesterlön och pension i lönesystemet och sköter sedan dess arbetsgivardeklarationen och pensionsrapporteringen varje månad.',
    ],
    results: [
      {
        value: '5 arbetsdagar',
        label: 'till färdigt månadsbokslut',
        detail: 'Tidigare cirka 20 arbetsdagar, då pärmarna först skulle fram till byrån',
        source:
          'Solviks bokslutskalender för 2025 jämfört med den tidigare byråns leveransdatum för 2024',
      },
      {
        value: '2 timmar',
        label: 'av kontorschefens tid per lönekörning',
        detail: 'Tidigare cirka 16 timmar, två arbetsdagar',
        source: 'Kundens egna tidrapporter, feb–apr 2025 jämfört med sep–nov 2024',
      },
      {
        value: '0',
        label: 'lönekorrigeringar efter lönedagen',
        detail:
          'Under de nio första lönekörningarna hos oss, jämfört med 11 under de nio dessförinnan',
        source: 'Kundens logg över lönekorrigeringar, jan–sep 2025 jämfört med apr–dec 2024',
      },
    ],
    quote: {
      quote:
        'Förut fick vi veta vad ett projekt hade kostat flera veckor efter månadens slut. Nu ser vi det på femte arbetsdagen, och ingen i studion tillbringar löneveckan i ett kalkylark.',
      name: 'Sofia Ekholm',
      title: 'Vd och delägare, Ekholm Arkitekter',
    },
    services: [{ label: 'Lokal redovisning' }, { label: 'Lokal lönehantering' }],
  },
];
