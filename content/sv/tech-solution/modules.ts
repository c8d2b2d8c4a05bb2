import type { Words } from '@/lib/i18n';
import type * as en from '../../tech-solution/modules';

export const moduleCountries: Words<typeof en.moduleCountries> = [
  { country: 'Sverige', system: 'Fortnox, Visma' },
  { country: 'Norge', system: 'Tripletex' },
  { country: 'Danmark', system: 'e-conomic' },
  { country: 'Finland', system: 'Netvisor' },
];

/** The words around every module page's sections. */
export const modulePageCopy: Words<typeof en.modulePageCopy> = {
  heroEyebrow: 'Plattformsmodul',
  coverage: {
    eyebrow: 'Länder och affärssystem',
    title: 'Här fungerar modulen',
    description:
      'Varje modul fungerar för bolag i Sverige, Norge, Danmark och Finland, i det affärssystem som varje bolag redan har eller i ett globalt affärssystem för hela koncernen.',
    localTitle: 'I varje lands lokala affärssystem',
    localErpsLink: { label: 'Så kopplar vi lokala system' },
    globalTitle: 'Ett globalt affärssystem',
    globalText:
      'Koncerner som kör alla bolag i Oracle NetSuite OneWorld använder samma modul i alla länder och bokför i en och samma huvudbok.',
    globalErpLink: { label: 'Så fungerar ett globalt affärssystem' },
  },
  related: { eyebrow: 'Fungerar bra med', title: 'Relaterade moduler' },
  faqTitle: 'Frågor vi ofta får',
};

export const modulePages: Words<typeof en.modulePages> = {
  expense: {
    heroDetails:
      'Inga fler kuvert fulla med kvitton vid månadens slut. Kvittot tolkas i samma stund som det fotograferas, kontrolleras mot er policy och ligger hos chefen innan medarbetaren ens har lämnat restaurangen.',
    benefitsSection: {
      eyebrow: 'Det här gör modulen',
      title: 'Utlägg utan pappersarbete',
      description: 'Från kvittot i fickan till ersättningen med lönen, i ett enda flöde.',
    },
    benefits: [
      {
        title: 'Kvittot tolkas automatiskt',
        description:
          'Belopp, datum, valuta och moms läses in från fotot eller från kvittot som kom med e-post. Medarbetaren kontrollerar uppgifterna, väljer projekt och skickar in.',
      },
      {
        title: 'Er policy kontrolleras direkt',
        description:
          'Beloppsgränser per kategori, representation utan angivna deltagare och kvitton äldre än er gräns flaggas innan de når attestanten.',
      },
      {
        title: 'Alla valutor, rätt bolag',
        description:
          'En hotellräkning i euro från en dansk kollega bokförs i det danska bolaget, omräknad till kursen på bokföringsdagen.',
      },
      {
        title: 'Betalas ut med nästa lön',
        description:
          'Attesterade utlägg går med i nästa lönekörning i medarbetarens land, så det finns ingen separat utbetalning att göra.',
      },
    ],
    stepsSection: { eyebrow: 'Så fungerar det', title: 'Från kvitto till ersättning' },
    steps: [
      {
        title: 'Fota och skicka in',
        description:
          'Medarbetaren fotograferar kvittot, eller vidarebefordrar mejlet, och anger vilket projekt eller vilken kund det gäller.',
      },
      {
        title: 'Attestera i mobilen',
        description:
          'Chefen får en notis, ser kvittot och policykontrollen sida vid sida och attesterar – eller skickar tillbaka utlägget med en kommentar.',
      },
      {
        title: 'Bokfört och utbetalt',
        description:
          'Våra redovisningskonsulter ser till att utlägget bokförs på rätt konto och med rätt momskod, och beloppet läggs på nästa lön.',
      },
    ],
    coverageNote:
      'Utläggen följer varje lands momsregler och ersätts via det landets lönekörning. Kvittobilden sitter kvar på verifikationen, så att era revisorer hittar den med ett klick.',
    faqs: [
      {
        question: 'Måste medarbetarna spara papperskvittot?',
        answer:
          'Kraven i bokföringsreglerna skiljer sig mellan länderna och ändras då och då. Vi sätter upp ert arkiv efter reglerna i varje bolags land och säger till när ett original på papper fortfarande måste sparas.',
      },
      {
        question: 'Kan vi använda vår egen utläggspolicy?',
        answer:
          'Ja. Ni bestämmer kategorier, beloppsgränser, vem som attesterar vad och vilka utlägg som kräver projekt eller deltagare. Vi ställer in det tillsammans med er vid starten och ändrar det när ni vill.',
      },
      {
        question: 'Hur fungerar det med företagskort?',
        answer:
          'Korttransaktionerna kan hämtas från er kortleverantör, så att medarbetaren bara lägger till kvitto och syfte på en rad som redan finns. Berätta vilket kort ni använder, så bekräftar vi hur kopplingen görs.',
      },
      {
        question: 'Kan medarbetarna få milersättning och traktamente?',
        answer:
          'Ja. Appen frågar efter resan eller resdagarna och tillämpar satserna i medarbetarens land, som vårt löneteam håller uppdaterade.',
      },
      {
        question: 'Fungerar det för personer som inte får lön från oss?',
        answer:
          'Konsulter och styrelseledamöter kan också lämna in utlägg. Deras ersättning betalas ut som en leverantörsbetalning i stället för via lönen.',
      },
    ],
    cta: {
      title: 'Se ett utlägg gå från kvitto till lönespecifikation',
      description:
        'I en kort demo skickar vi in ett kvitto, attesterar det i en mobil och visar var det hamnar i er bokföring.',
    },
  },
  'supplier-invoice': {
    heroDetails:
      'Varje faktura hamnar i en och samma inkorg, oavsett vilket bolag den är ställd till och hur den skickades. Rätt person attesterar den, och våra redovisningskonsulter bokför och betalar den i tid.',
    benefitsSection: {
      eyebrow: 'Det här gör modulen',
      title: 'Fakturor som hittar rätt själva',
      description:
        'Mindre jagande efter attestanter, och ingen faktura som blir liggande i någons inkorg.',
    },
    benefits: [
      {
        title: 'Alla format, en inkorg',
        description:
          'E-fakturor via Peppol, pdf-filer och inskannade pappersfakturor hamnar i samma lista för alla bolag i koncernen.',
      },
      {
        title: 'Konterade utifrån historiken',
        description:
          'Konto, kostnadsställe och momskod föreslås utifrån hur samma leverantör bokförts tidigare. Våra redovisningskonsulter bekräftar konteringen.',
      },
      {
        title: 'Attestregler ni väljer',
        description:
          'Per bolag, belopp, projekt eller kostnadsställe, med en andra attestant över de gränser ni sätter och en ersättare när någon är borta.',
      },
      {
        title: 'Betalas på förfallodagen',
        description:
          'Attesterade fakturor läggs upp för betalning så att de betalas i tid, varken för tidigt eller för sent, och ni ser varje betalning innan den skickas.',
      },
    ],
    stepsSection: { eyebrow: 'Så fungerar det', title: 'Från ankomst till betalning' },
    steps: [
      {
        title: 'Tas emot och tolkas',
        description:
          'Fakturan kommer som e-faktura, pdf eller mejl. Leverantör, belopp, moms och förfallodag läses in och jämförs med leverantörens tidigare fakturor.',
      },
      {
        title: 'Attesteras av rätt person',
        description:
          'Attestanten ser fakturan, konteringsförslaget och eventuell inköpsorder, och attesterar, avvisar eller ställer en fråga direkt i appen.',
      },
      {
        title: 'Bokförs och läggs upp för betalning',
        description:
          'Fakturan bokförs i bolagets huvudbok och läggs till i ett betalningsförslag som ni, eller vi, skickar till banken.',
      },
    ],
    coverageNote:
      'Vi tar emot e-fakturor via Peppol och i de nationella formaten, som EHF i Norge, OIOUBL i Danmark och Finvoice i Finland, liksom pdf och papper. Varje faktura bokförs i huvudboken för det bolag den är ställd till.',
    faqs: [
      {
        question: 'Våra leverantörer mejlar pdf-fakturor. Är det ett problem?',
        answer:
          'Nej. Varje bolag får en egen fakturaadress, och pdf-filer som skickas dit tolkas på samma sätt som e-fakturor. Vi hjälper er också att be de större leverantörerna att gå över till e-faktura.',
      },
      {
        question: 'Kan attesten följa vår attestordning?',
        answer:
          'Ja. Vi sätter upp reglerna per bolag, kostnadsställe och belopp så att de matchar er attestordning, och loggen visar vem som attesterade varje faktura och när.',
      },
      {
        question: 'Vad händer när en attestant är på semester?',
        answer:
          'Varje attestant kan utse en ersättare, och fakturor som väntar för länge skickas vidare till nästa person i kedjan, så att inga förfallodagar missas.',
      },
      {
        question: 'Vem betalar fakturorna?',
        answer:
          'Det väljer ni. Antingen förbereder vi betalningsförslaget och ni godkänner det i er bank, eller så skickar vi det till banken inom de ramar som vi har kommit överens om.',
      },
      {
        question: 'Kan vi matcha fakturor mot inköpsordrar?',
        answer:
          'Där ert affärssystem har inköpsordrar visas fakturan bredvid sin order, och avvikelser i pris eller antal flaggas för attestanten.',
      },
    ],
    cta: {
      title: 'Samla alla fakturor i ett flöde',
      description:
        'Berätta hur fakturorna når er i dag, så visar vi samma fakturor attesterade och bokförda i Solvik.',
    },
  },
  'time-reporting': {
    heroDetails:
      'Medarbetarna rapporterar sina timmar där de arbetar, i mobilen eller i webbläsaren, och cheferna attesterar ett helt teams vecka på en gång. Samma timmar används sedan för att fakturera era kunder och betala er personal.',
    benefitsSection: {
      eyebrow: 'Det här gör modulen',
      title: 'Rapportera en gång, använd överallt',
      description:
        'En och samma tidrapport ger underlag för fakturering, lön och projektuppföljning.',
    },
    benefits: [
      {
        title: 'En vecka på en minut',
        description:
          'Förra veckans projekt ligger redan på raderna, så de flesta behöver bara fylla i timmarna. Fungerar likadant på webben och i mobilen.',
      },
      {
        title: 'Attest varje vecka',
        description:
          'Cheferna attesterar teamets vecka i en vy och skickar tillbaka en dag med en kommentar när något ser fel ut.',
      },
      {
        title: 'Klart för fakturering',
        description:
          'Debiterbara timmar per kund och projekt är klara för kundfakturan så snart de har attesterats.',
      },
      {
        title: 'Klart för lön',
        description:
          'Övertid, frånvaro och jour går till lönekörningen tillsammans med resten, så att ingen behöver kopiera timmar mellan system.',
      },
    ],
    stepsSection: { eyebrow: 'Så fungerar det', title: 'Från tidrapport till faktura och lön' },
    steps: [
      {
        title: 'Rapportera timmarna',
        description:
          'Medarbetarna fyller i timmar per dag, projekt och aktivitet, och registrerar frånvaro som sjukdom eller semester på samma ställe.',
      },
      {
        title: 'Attestera veckan',
        description:
          'En påminnelse går ut före brytdatum. Cheferna går igenom veckan och attesterar den, eller skickar tillbaka en dag för rättning.',
      },
      {
        title: 'Fakturera och betala lön',
        description:
          'Attesterade timmar blir fakturarader till era kunder och löneunderlag för nästa lönekörning, och uppdaterar siffrorna för varje projekt.',
      },
    ],
    coverageNote:
      'Frånvarotyper och övertidsregler följer varje land och, där ni har ett, ert kollektivavtal. Helgdagarna är inlagda i varje lands kalender.',
    faqs: [
      {
        question: 'Kan vi följa upp timmar på fastprisprojekt?',
        answer:
          'Ja. Timmarna registreras på projektet oavsett om det faktureras löpande eller till fast pris, så Projektrapportering visar den verkliga kostnaden mot budget i båda fallen.',
      },
      {
        question: 'Behöver medarbetare som inte debiterar kunder använda den?',
        answer:
          'Bara om ni vill. Många kunder använder den enbart för frånvaro och övertid, vilket besparar lönefunktionen en runda med frågor varje månad.',
      },
      {
        question: 'Kan attesterade timmar låsas?',
        answer:
          'Ja. En attesterad vecka låses. För att ändra den krävs en ny attest, och historiken visar vad som ändrades och av vem.',
      },
      {
        question: 'Kan vi hämta in timmar från ett annat verktyg?',
        answer:
          'Om ett team redan rapporterar tid någon annanstans kan vi importera timmarna till Solvik, så att fakturering och lön fortfarande hämtar underlag från ett ställe. Berätta vilket verktyg det gäller, så bekräftar vi hur.',
      },
    ],
    cta: {
      title: 'Gör veckans tidrapport smärtfri',
      description:
        'Vi visar en vecka som rapporteras i mobilen, attesteras av en chef och blir en faktura och en lönespecifikation.',
    },
  },
  'payroll-approval': {
    heroDetails:
      'Cheferna attesterar ändringar där de redan attesterar allt annat, och våra lönespecialister i varje land sköter resten. Ni ser hela lönekörningen innan en enda lön betalas ut.',
    benefitsSection: {
      eyebrow: 'Det här gör modulen',
      title: 'En lönekörning utan lösa trådar',
      description:
        'Allt som påverkar en lön samlas in och attesteras före brytdatum, i alla länder.',
    },
    benefits: [
      {
        title: 'Alla ändringar i en lista',
        description:
          'Nyanställningar, löneändringar, bonusar, frånvaro, övertid och attesterade utlägg, samlade inför varje lönekörning.',
      },
      {
        title: 'Se lönekörningen före utbetalning',
        description:
          'Brutto- och nettolön, arbetsgivarkostnader och skillnaderna mot förra månaden, per bolag, för er att attestera eller skicka tillbaka.',
      },
      {
        title: 'Specialister i varje land',
        description:
          'Vårt löneteam kör lönen i varje land och lämnar arbetsgivarens rapportering till myndigheterna, så att ni inte behöver en expert per land.',
      },
      {
        title: 'Behörighet bara där den behövs',
        description:
          'Lönedata visas bara för de roller ni väljer, per bolag, och varje visning och attest loggas.',
      },
    ],
    stepsSection: { eyebrow: 'Så fungerar det', title: 'Från ändring till lönespecifikation' },
    steps: [
      {
        title: 'Samla in ändringarna',
        description:
          'Chefer och HR registrerar löneändringar och bonusar. Frånvaro, timmar och utlägg kommer från de andra modulerna när de har attesterats.',
      },
      {
        title: 'Granska och attestera',
        description:
          'Våra specialister beräknar lönekörningen. Ni ser totaler, avvikelser och vilka medarbetare de gäller, och attesterar i appen.',
      },
      {
        title: 'Utbetalt och rapporterat',
        description:
          'Lönerna betalas ut, arbetsgivarens rapportering lämnas in, lönen bokförs och varje medarbetare hittar sin lönespecifikation i appen.',
      },
    ],
    coverageNote:
      'Varje lands lönekörning beräknas enligt landets egna regler och rapporteras till dess egna myndigheter: arbetsgivardeklarationen i Sverige, a-meldingen i Norge, eIndkomst i Danmark och Inkomstregistret i Finland.',
    faqs: [
      {
        question: 'Vem räknar fram lönerna?',
        answer:
          'Våra lönespecialister i varje land. Modulen samlar in och attesterar det som ska med i lönekörningen. Vårt team kör den, kontrollerar den och svarar på era medarbetares frågor.',
      },
      {
        question: 'När är brytdatum för ändringar?',
        answer:
          'Vi kommer överens med er om en lönekalender för varje land. Appen visar nästa brytdatum och påminner attestanterna några dagar innan.',
      },
      {
        question: 'Kan en person attestera lönerna i flera länder?',
        answer:
          'Ja. En lönechef på koncernnivå kan se och attestera alla länders lönekörningar, medan de lokala cheferna bara ser sina egna team.',
      },
      {
        question: 'Var hittar medarbetarna sina lönespecifikationer?',
        answer:
          'I samma app, i mobilen eller i webbläsaren, tillsammans med semestersaldo och årssammanställning.',
      },
      {
        question: 'Hur bokförs lönerna?',
        answer:
          'Lönekörningen bokförs i varje bolags huvudbok, med kostnaderna fördelade per kostnadsställe eller projekt som ni önskar, i det affärssystem bolaget använder.',
      },
    ],
    cta: {
      title: 'Attestera lönerna i alla länder på ett ställe',
      description:
        'Vi går igenom en lönekörning från första ändringen till lönespecifikationen, för de länder där ni har anställda.',
    },
  },
  'project-reporting': {
    heroDetails:
      'Projektledarna slipper vänta på månadsrapporten för att få veta om ett projekt går med vinst. Timmar, inköp och fakturor hamnar på projektet i takt med att de attesteras, i alla bolag som arbetar i det.',
    benefitsSection: {
      eyebrow: 'Det här gör modulen',
      title: 'Se marginalen medan den går att påverka',
      description: 'En vy över varje projekt, byggd på attesterna som redan görs i appen.',
    },
    benefits: [
      {
        title: 'Budget mot utfall',
        description:
          'Förbrukade timmar och kostnader hittills mot budget, per månad, med en slutprognos som projektledaren håller aktuell.',
      },
      {
        title: 'Över bolagsgränserna',
        description:
          'Ett projekt bemannat från Stockholm och Oslo visar båda teamens timmar och kostnader, omräknade till projektets valuta.',
      },
      {
        title: 'Kostnaderna när de attesteras',
        description:
          'Leverantörsfakturor, utlägg och timmar syns på projektet när de attesteras, inte först vid månadsbokslutet.',
      },
      {
        title: 'Intäkter och pågående arbete',
        description:
          'Fakturerat och ännu ej fakturerat arbete sida vid sida, så att ekonomi och projektledare är överens om vad som återstår att fakturera.',
      },
    ],
    stepsSection: { eyebrow: 'Så fungerar det', title: 'Från budget till slutlig marginal' },
    steps: [
      {
        title: 'Lägg upp projektet',
        description:
          'Projektet får sin budget, sin faktureringsmodell och de bolag och personer som arbetar i det, i appen eller från ert affärssystem.',
      },
      {
        title: 'Kostnaderna flödar in',
        description:
          'Attesterade timmar, utlägg och leverantörsfakturor bokförs på projektet löpande, från alla bolag i koncernen.',
      },
      {
        title: 'Följ upp och agera',
        description:
          'Projektledaren ser marginal, återstående timmar och ofakturerat arbete varje vecka, och uppdaterar prognosen medan det finns tid att agera.',
      },
    ],
    coverageNote:
      'Ett projekt kan omfatta bolag i alla fyra länderna: varje bolags kostnader ligger kvar i dess egen huvudbok, och projektvyn samlar dem i en valuta.',
    faqs: [
      {
        question: 'Ersätter det vårt projektverktyg?',
        answer:
          'Nej. Modulen täcker projektets ekonomi: budget, kostnader, intäkter och marginal. Planer och uppgifter ligger kvar i det verktyg era team använder i dag.',
      },
      {
        question: 'Var kommer projektsiffrorna ifrån?',
        answer:
          'Från attesterna i Solvik och bokföringen i ert affärssystem. Ingenting registreras två gånger, så projektrapporten och bokföringen stämmer överens.',
      },
      {
        question: 'Kan en projektledare se bara sina egna projekt?',
        answer:
          'Ja. Behörigheterna följer rollerna: projektledare ser sina projekt, avdelningschefer sin avdelning och ekonomi ser allt.',
      },
      {
        question: 'Kan vi följa upp interna projekt också?',
        answer:
          'Ja. Interna projekt, som ett systembyte eller en kontorsflytt, får en budget och samlar timmar och kostnader på samma sätt, fast utan intäkter.',
      },
    ],
    cta: {
      title: 'Se projektens marginaler före månadsskiftet',
      description:
        'Ta med ett av era projekt, så visar vi hur det skulle se ut i Solvik, över alla bolag som arbetar i det.',
    },
  },
  reporting: {
    heroDetails:
      'Rapporten som er ekonomichef öppnar bygger på samma huvudbok som våra redovisningskonsulter bokför i. Därför stämmer siffrorna i styrelsematerialet, ledningsrapporten och årsredovisningen med varandra.',
    benefitsSection: {
      eyebrow: 'Det här gör modulen',
      title: 'Samma siffror för alla',
      description: 'Rapporter per bolag och för koncernen, direkt ur bokföringen, på ett ställe.',
    },
    benefits: [
      {
        title: 'Bolag och koncern',
        description:
          'Varje bolag för sig och hela koncernen tillsammans, i bolagets egen valuta eller koncernens, med koncerninterna poster redovisade separat.',
      },
      {
        title: 'Klart när månadsbokslutet är gjort',
        description:
          'När våra redovisningskonsulter har gjort månadsbokslutet finns rapporterna där: resultaträkning, balansräkning, likviditet och nyckeltal.',
      },
      {
        title: 'Jämför och gå till underlagen',
        description:
          'Månad, hittills i år, budget och föregående år sida vid sida. Klicka på en siffra för att se verifikationerna och underlagen bakom den.',
      },
      {
        title: 'Samma definitioner överallt',
        description:
          'Varje bolag mappas mot en gemensam koncernkontoplan, så att marginal betyder samma sak i Sverige som i Finland.',
      },
    ],
    stepsSection: { eyebrow: 'Så fungerar det', title: 'Från huvudbok till styrelsematerial' },
    steps: [
      {
        title: 'Mappa huvudböckerna',
        description:
          'Vid starten mappar vi varje bolags konton och dimensioner mot koncernens rapportstruktur, oavsett vilket affärssystem bolaget använder.',
      },
      {
        title: 'Gör månadsbokslutet',
        description:
          'Våra redovisningskonsulter bokför, stämmer av och gör bokslut för varje bolag, och rapporterna uppdateras med de färdiga siffrorna.',
      },
      {
        title: 'Läs och dela',
        description:
          'Ledningen läser rapporterna i appen, följer nyckeltalen under månaden och exporterar styrelsematerialet.',
      },
    ],
    coverageNote:
      'Rapporterna hämtar siffrorna ur varje bolags egen huvudbok i Sverige, Norge, Danmark och Finland, omräknade till koncernens valuta med de kurser vi bokför med.',
    faqs: [
      {
        question: 'Kan vi lägga till egna nyckeltal?',
        answer:
          'Ja. Tillsammans med er definierar vi de nyckeltal och rapportupplägg som ledningen använder, och de beräknas på samma sätt för varje bolag.',
      },
      {
        question: 'Är det här vår lagstadgade koncernredovisning?',
        answer:
          'Rapporterna ger ledningen en konsoliderad bild varje månad. Den lagstadgade koncernredovisningen upprättas av våra redovisningskonsulter utifrån samma siffror, som en del av bokslutsarbetet.',
      },
      {
        question: 'Kan styrelsen få tillgång?',
        answer:
          'Ni kan ge styrelseledamöterna en inloggning med läsbehörighet till de rapporter ni väljer, eller exportera styrelsematerial varje månad.',
      },
      {
        question: 'Kan våra revisorer använda det?',
        answer:
          'Revisorerna kan få läsbehörighet för den period de granskar, med varje verifikation kopplad till sitt underlag och sin attest.',
      },
      {
        question: 'Kan budgeten ligga här också?',
        answer:
          'Budgetar och prognoser kan importeras per bolag och jämföras med utfallet i varje rapport.',
      },
    ],
    cta: {
      title: 'Ge alla samma siffror',
      description:
        'Vi visar koncernens struktur i Solviks rapporter, från ett enskilt bolags verifikationer till koncernens totalsiffror.',
    },
  },
};
