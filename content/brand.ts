import { siteConfig } from '@/lib/site-config';
import type { PageMeta } from './types';

/** The brand's measurable rules: smallest logo, body text size and line length. */
const brandRules = {
  minLogoHeightPx: 32,
  bodyTextPx: 16,
  lineLength: { min: 45, max: 75 },
} as const;

export type BrandSectionId =
  | 'overview'
  | 'logo-variants'
  | 'logo-usage'
  | 'color-palette'
  | 'typography'
  | 'photography'
  | 'voice-and-tone'
  | 'text-alignment'
  | 'brand-in-action'
  | 'web-implementation'
  | 'brand-assets'
  | 'brand-support';

export type BrandSection = { id: BrandSectionId; title: string; lead: string };

export type DoDont = { do: string; dont: string };

export const brandPage = {
  page: {
    title: 'Brand guidelines',
    description: `How the ${siteConfig.name} brand looks, sounds and is built: logo, colors, typography, imagery, voice and the files to use.`,
    path: '/brand',
    noindex: true,
  } satisfies PageMeta,
  title: 'Brand guidelines',
  lead: `Everything you need to present ${siteConfig.name} well, in print, in slides and on the web. The colors, fonts and logo on this page are the ones the website itself uses.`,
  eyebrow: `${siteConfig.name} brand`,
  /** The name of the table of contents, for assistive technology. */
  sectionsLabel: 'Brand guideline sections',
};

export const brandSections = [
  {
    id: 'overview',
    title: 'Overview',
    lead: `${siteConfig.name} means “sun bay”. Our brand should feel like our service: calm, clear and dependable, with a little warmth.`,
  },
  {
    id: 'logo-variants',
    title: 'Logo variants',
    lead: 'Two versions of one logo: a navy wordmark for light backgrounds and a white one for navy backgrounds.',
  },
  {
    id: 'logo-usage',
    title: 'Logo usage',
    lead: `Keep the logo at least ${brandRules.minLogoHeightPx}px high on screen and give it room to breathe.`,
  },
  {
    id: 'color-palette',
    title: 'Color palette',
    lead: 'Navy carries the brand, orange marks what matters, and the sea-green secondary and warm neutrals support them.',
  },
  {
    id: 'typography',
    title: 'Typography',
    lead: `Nunito Sans for headings, Inter for everything else. Body text is ${brandRules.bodyTextPx}px or larger.`,
  },
  {
    id: 'photography',
    title: 'Photography',
    lead: 'Real people, real work, natural Nordic light.',
  },
  {
    id: 'voice-and-tone',
    title: 'Voice and tone',
    lead: 'We sound like a senior accountant who is good at explaining: plain, exact and friendly.',
  },
  {
    id: 'text-alignment',
    title: 'Text alignment',
    lead: `Left-align running text and keep lines between ${brandRules.lineLength.min} and ${brandRules.lineLength.max} characters.`,
  },
  {
    id: 'brand-in-action',
    title: 'Brand in action',
    lead: 'The parts above, put together the way the website uses them.',
  },
  {
    id: 'web-implementation',
    title: 'Web implementation',
    lead: 'On the website every color, font and radius is a named token. Use the names, never raw values.',
  },
  {
    id: 'brand-assets',
    title: 'Brand assets',
    lead: 'The logo files and the color palette, generated from the same sources as the website.',
  },
  {
    id: 'brand-support',
    title: 'Brand support',
    lead: 'Not sure whether something is on brand? Ask us before it goes out.',
  },
] as const satisfies readonly BrandSection[];

export const overview = {
  paragraphs: [
    `Since ${siteConfig.foundingYear} we have run accounting, payroll and financial management for Nordic companies and their subsidiaries across Europe and the US. Our promise fits in one line: one point of contact, one tech interface, one login.`,
    'The logo shows the sun rising over a bay. Navy is the deep water and the dependability; orange is the sun, used sparingly for the things we want people to do.',
  ],
  values: [
    { title: 'Clear', text: 'We say what we do and what it costs, in words anyone can follow.' },
    { title: 'Dependable', text: 'Deadlines, payroll days and closes are kept, every time.' },
    { title: 'Warm', text: 'Behind every number is a person. We write and design for them.' },
  ],
};

/** The two logos' captions: the logo's name, then where it goes. */
export const logoVariants = {
  navy: { name: 'Navy logo', use: 'white and light backgrounds.' },
  white: { name: 'White logo', use: 'navy backgrounds.' },
};

export const logoUsage = {
  minimumCaption: `The logo at its minimum height of ${brandRules.minLogoHeightPx}px, with its clear space marked.`,
  rules: [
    `Minimum height ${brandRules.minLogoHeightPx}px on screen, 10 mm in print.`,
    'Clear space on every side at least the height of the sun mark.',
    'Navy logo on white or light neutrals; white logo on navy.',
  ],
  donts: [
    'Do not recolor, outline or add effects to the logo.',
    'Do not stretch, rotate or crop it.',
    'Do not place it on busy photographs or on orange.',
  ],
};

export const typography = {
  families: [
    {
      name: 'Nunito Sans',
      role: 'Headings',
      font: 'heading' as const,
      weights: [
        { weight: 500, className: 'font-medium', label: 'Medium 500' },
        { weight: 600, className: 'font-semibold', label: 'SemiBold 600' },
        { weight: 700, className: 'font-bold', label: 'Bold 700' },
      ],
      sample: 'One point of contact',
    },
    {
      name: 'Inter',
      role: 'Body text and interface',
      font: 'body' as const,
      weights: [
        { weight: 400, className: 'font-normal', label: 'Regular 400' },
        { weight: 500, className: 'font-medium', label: 'Medium 500' },
        { weight: 600, className: 'font-semibold', label: 'SemiBold 600' },
      ],
      sample: 'Payroll runs on time in every country.',
    },
  ],
  rules: [
    `Body text at least ${brandRules.bodyTextPx}px, with a line height of about 1.6.`,
    `Lines of ${brandRules.lineLength.min}–${brandRules.lineLength.max} characters; the website caps paragraphs at 68 characters.`,
    'Sentence case for headings, buttons and page names alike; capitals only for names.',
  ],
};

/** The headings of the two lists of what to do and what to avoid. */
export const doDontLabels = { do: 'Do', avoid: 'Avoid' };

export const photography = {
  dos: [
    'People at work, in real offices, with natural light.',
    'Nordic calm: space, daylight, muted colors that sit well with navy.',
    'Until our own shoot is done, illustrations drawn in the brand palette.',
  ],
  donts: [
    'Staged handshakes, thumbs up and people pointing at charts.',
    'Heavy filters, or colors that fight with orange.',
    'Screens with real client data on them.',
  ],
};

/** The voice examples' table: its caption (for assistive technology) and column headings. */
export const voiceTable = { caption: 'Examples of our voice', do: 'We write', dont: 'Instead of' };

export const voiceAndTone: DoDont[] = [
  {
    do: 'In Sweden, your payroll runs on the 25th of every month.',
    dont: 'We leverage best-in-class payroll synergies.',
  },
  {
    do: 'Implementation takes about 2–3 months.',
    dont: 'Get up and running in no time!',
  },
  {
    do: 'We could not reach your bank. We will try again at 14:00.',
    dont: 'Oops! Something went wrong.',
  },
];

export const textAlignment = {
  goodLabel: `Do: left-aligned, ${brandRules.lineLength.min}–${brandRules.lineLength.max} characters`,
  badLabel: 'Avoid: centered paragraphs',
  goodExample:
    'Left-aligned text gives every line the same starting point, so the eye finds the next line without effort. That matters most in long answers, legal text and reports.',
  badExample:
    'Centered paragraphs make every line start somewhere new. Keep centering for short headings and single lines, such as the heading of a call to action.',
};

/** A navy call-to-action band and a module card, built from the site's real components. */
export const brandInAction = {
  title: 'One login for finance in every country.',
  text: 'Accounting, payroll and the app on top, run by one team that knows your group.',
  platformLink: { label: 'See the platform', href: '/tech-solution' },
  moduleCard: {
    title: 'Time Reporting',
    text: 'Hours by project and client, approved weekly and ready for invoicing and payroll.',
    href: '/tech-solution/time-reporting',
  },
};

/** The design tokens' table: its caption (for assistive technology) and column headings. */
export const webTokensTable = {
  caption: 'Design tokens and where to use them',
  use: 'Use',
  token: 'Token or component',
};

export const webTokens = [
  { use: 'Brand navy background or text', token: 'bg-primary / text-primary' },
  { use: 'Orange text on white', token: 'text-orange-700 (600 for large text)' },
  { use: 'Orange background with white text', token: 'bg-orange-600 or darker' },
  { use: 'Body text on white', token: 'text-neutral-600 or darker' },
  { use: 'Headings', token: 'font-heading (Nunito Sans)' },
  { use: 'Body text', token: 'font-sans (Inter)' },
  { use: 'Buttons', token: 'Button / ButtonLink with variant, size and motion' },
  { use: 'Corners', token: 'rounded-brand, rounded-card, rounded-pill' },
];

export const brandAssets = {
  logoPackage: {
    href: '/brand/solvik-logo-package.zip',
    label: 'Download the logo package',
    text: 'Both logos as SVG and as PNG in two sizes, with a short usage note.',
  },
  palette: {
    href: '/brand/solvik-palette.json',
    label: 'Download the color palette',
    text: 'Every color token with its hex value, as JSON, generated from the website’s tokens.',
  },
};

export const brandSupport = {
  text: 'Send us the draft, the context and the deadline. We answer within one business day.',
  subject: 'Brand question',
  emailLabel: `Email ${siteConfig.email}`,
};
