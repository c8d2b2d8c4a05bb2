// The icons the site uses, drawn by Lucide (ISC licence). Add one here, under its Lucide name,
// to use it: components import icons from this file, never from a Lucide package directly.
import {
  ArrowLeft as arrowLeftDrawing,
  ArrowRight as arrowRightDrawing,
  BadgeCheck as badgeCheckDrawing,
  Banknote as banknoteDrawing,
  BellRing as bellRingDrawing,
  BookOpenCheck as bookOpenCheckDrawing,
  Boxes as boxesDrawing,
  Briefcase as briefcaseDrawing,
  BriefcaseBusiness as briefcaseBusinessDrawing,
  BuildingComplex as buildingComplexDrawing,
  Calculator as calculatorDrawing,
  CalendarCheck as calendarCheckDrawing,
  CalendarClock as calendarClockDrawing,
  Camera as cameraDrawing,
  ChartColumn as chartColumnDrawing,
  ChartLine as chartLineDrawing,
  Check as checkDrawing,
  ChevronDown as chevronDownDrawing,
  CircleCheck as circleCheckDrawing,
  Clock as clockDrawing,
  Coins as coinsDrawing,
  Combine as combineDrawing,
  Compass as compassDrawing,
  Construction as constructionDrawing,
  Copy as copyDrawing,
  Cpu as cpuDrawing,
  Download as downloadDrawing,
  Earth as earthDrawing,
  ExternalLink as externalLinkDrawing,
  Eye as eyeDrawing,
  FileInput as fileInputDrawing,
  FolderKanban as folderKanbanDrawing,
  Gauge as gaugeDrawing,
  GraduationCap as graduationCapDrawing,
  Handshake as handshakeDrawing,
  Headset as headsetDrawing,
  HeartHandshake as heartHandshakeDrawing,
  History as historyDrawing,
  Inbox as inboxDrawing,
  Laptop as laptopDrawing,
  Layers as layersDrawing,
  LayoutDashboard as layoutDashboardDrawing,
  Lightbulb as lightbulbDrawing,
  ListChecks as listChecksDrawing,
  LockKeyhole as lockKeyholeDrawing,
  Mail as mailDrawing,
  MapPin as mapPinDrawing,
  MonitorSmartphone as monitorSmartphoneDrawing,
  MousePointerClick as mousePointerClickDrawing,
  Network as networkDrawing,
  Newspaper as newspaperDrawing,
  Phone as phoneDrawing,
  Plug as plugDrawing,
  Quote as quoteDrawing,
  Receipt as receiptDrawing,
  RefreshCw as refreshCwDrawing,
  Rocket as rocketDrawing,
  ScanSearch as scanSearchDrawing,
  Search as searchDrawing,
  Send as sendDrawing,
  Server as serverDrawing,
  ShieldCheck as shieldCheckDrawing,
  SlidersHorizontal as slidersHorizontalDrawing,
  Smartphone as smartphoneDrawing,
  Sparkles as sparklesDrawing,
  Sprout as sproutDrawing,
  Timer as timerDrawing,
  Users as usersDrawing,
  Wallet as walletDrawing,
  Workflow as workflowDrawing,
  X as xDrawing,
} from 'lucide';
import { defineIcon } from './icon';

import type { IconName } from '@/lib/icons';
import type { Icon, IconProps } from './icon';

export type { Icon, IconProps } from './icon';

export const ArrowLeft = /* @__PURE__ */ defineIcon('arrow-left', arrowLeftDrawing);
export const ArrowRight = /* @__PURE__ */ defineIcon('arrow-right', arrowRightDrawing);
export const BadgeCheck = /* @__PURE__ */ defineIcon('badge-check', badgeCheckDrawing);
export const Banknote = /* @__PURE__ */ defineIcon('banknote', banknoteDrawing);
export const BellRing = /* @__PURE__ */ defineIcon('bell-ring', bellRingDrawing);
export const BookOpenCheck = /* @__PURE__ */ defineIcon('book-open-check', bookOpenCheckDrawing);
export const Boxes = /* @__PURE__ */ defineIcon('boxes', boxesDrawing);
export const Briefcase = /* @__PURE__ */ defineIcon('briefcase', briefcaseDrawing);
export const BriefcaseBusiness = /* @__PURE__ */ defineIcon(
  'briefcase-business',
  briefcaseBusinessDrawing,
);
export const BuildingComplex = /* @__PURE__ */ defineIcon(
  'building-complex',
  buildingComplexDrawing,
);
export const Calculator = /* @__PURE__ */ defineIcon('calculator', calculatorDrawing);
export const CalendarCheck = /* @__PURE__ */ defineIcon('calendar-check', calendarCheckDrawing);
export const CalendarClock = /* @__PURE__ */ defineIcon('calendar-clock', calendarClockDrawing);
export const Camera = /* @__PURE__ */ defineIcon('camera', cameraDrawing);
export const ChartColumn = /* @__PURE__ */ defineIcon('chart-column', chartColumnDrawing);
export const ChartLine = /* @__PURE__ */ defineIcon('chart-line', chartLineDrawing);
export const Check = /* @__PURE__ */ defineIcon('check', checkDrawing);
export const ChevronDown = /* @__PURE__ */ defineIcon('chevron-down', chevronDownDrawing);
export const CircleCheck = /* @__PURE__ */ defineIcon('circle-check', circleCheckDrawing);
export const Clock = /* @__PURE__ */ defineIcon('clock', clockDrawing);
export const Coins = /* @__PURE__ */ defineIcon('coins', coinsDrawing);
export const Combine = /* @__PURE__ */ defineIcon('combine', combineDrawing);
export const Compass = /* @__PURE__ */ defineIcon('compass', compassDrawing);
export const Construction = /* @__PURE__ */ defineIcon('construction', constructionDrawing);
export const Copy = /* @__PURE__ */ defineIcon('copy', copyDrawing);
export const Cpu = /* @__PURE__ */ defineIcon('cpu', cpuDrawing);
export const Download = /* @__PURE__ */ defineIcon('download', downloadDrawing);
export const Earth = /* @__PURE__ */ defineIcon('earth', earthDrawing);
export const ExternalLink = /* @__PURE__ */ defineIcon('external-link', externalLinkDrawing);
export const Eye = /* @__PURE__ */ defineIcon('eye', eyeDrawing);
export const FileInput = /* @__PURE__ */ defineIcon('file-input', fileInputDrawing);
export const FolderKanban = /* @__PURE__ */ defineIcon('folder-kanban', folderKanbanDrawing);
export const Gauge = /* @__PURE__ */ defineIcon('gauge', gaugeDrawing);
export const GraduationCap = /* @__PURE__ */ defineIcon('graduation-cap', graduationCapDrawing);
export const Handshake = /* @__PURE__ */ defineIcon('handshake', handshakeDrawing);
export const Headset = /* @__PURE__ */ defineIcon('headset', headsetDrawing);
export const HeartHandshake = /* @__PURE__ */ defineIcon('heart-handshake', heartHandshakeDrawing);
export const History = /* @__PURE__ */ defineIcon('history', historyDrawing);
export const Inbox = /* @__PURE__ */ defineIcon('inbox', inboxDrawing);
export const Laptop = /* @__PURE__ */ defineIcon('laptop', laptopDrawing);
export const Layers = /* @__PURE__ */ defineIcon('layers', layersDrawing);
export const LayoutDashboard = /* @__PURE__ */ defineIcon(
  'layout-dashboard',
  layoutDashboardDrawing,
);
export const Lightbulb = /* @__PURE__ */ defineIcon('lightbulb', lightbulbDrawing);
export const ListChecks = /* @__PURE__ */ defineIcon('list-checks', listChecksDrawing);
export const LockKeyhole = /* @__PURE__ */ defineIcon('lock-keyhole', lockKeyholeDrawing);
export const Mail = /* @__PURE__ */ defineIcon('mail', mailDrawing);
export const MapPin = /* @__PURE__ */ defineIcon('map-pin', mapPinDrawing);
export const MonitorSmartphone = /* @__PURE__ */ defineIcon(
  'monitor-smartphone',
  monitorSmartphoneDrawing,
);
export const MousePointerClick = /* @__PURE__ */ defineIcon(
  'mouse-pointer-click',
  mousePointerClickDrawing,
);
export const Network = /* @__PURE__ */ defineIcon('network', networkDrawing);
export const Newspaper = /* @__PURE__ */ defineIcon('newspaper', newspaperDrawing);
export const Phone = /* @__PURE__ */ defineIcon('phone', phoneDrawing);
export const Plug = /* @__PURE__ */ defineIcon('plug', plugDrawing);
export const Quote = /* @__PURE__ */ defineIcon('quote', quoteDrawing);
export const Receipt = /* @__PURE__ */ defineIcon('receipt', receiptDrawing);
export const RefreshCw = /* @__PURE__ */ defineIcon('refresh-cw', refreshCwDrawing);
export const Rocket = /* @__PURE__ */ defineIcon('rocket', rocketDrawing);
export const ScanSearch = /* @__PURE__ */ defineIcon('scan-search', scanSearchDrawing);
export const Search = /* @__PURE__ */ defineIcon('search', searchDrawing);
export const Send = /* @__PURE__ */ defineIcon('send', sendDrawing);
export const Server = /* @__PURE__ */ defineIcon('server', serverDrawing);
export const ShieldCheck = /* @__PURE__ */ defineIcon('shield-check', shieldCheckDrawing);
export const SlidersHorizontal = /* @__PURE__ */ defineIcon(
  'sliders-horizontal',
  slidersHorizontalDrawing,
);
export const Smartphone = /* @__PURE__ */ defineIcon('smartphone', smartphoneDrawing);
export const Sparkles = /* @__PURE__ */ defineIcon('sparkles', sparklesDrawing);
export const Sprout = /* @__PURE__ */ defineIcon('sprout', sproutDrawing);
export const Timer = /* @__PURE__ */ defineIcon('timer', timerDrawing);
export const Users = /* @__PURE__ */ defineIcon('users', usersDrawing);
export const Wallet = /* @__PURE__ */ defineIcon('wallet', walletDrawing);
export const Workflow = /* @__PURE__ */ defineIcon('workflow', workflowDrawing);
export const X = /* @__PURE__ */ defineIcon('x', xDrawing);

/** Every icon by its name (lib/icons.ts): what draws an icon that content names. */
export const iconsByName = {
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  'badge-check': BadgeCheck,
  banknote: Banknote,
  'bell-ring': BellRing,
  'book-open-check': BookOpenCheck,
  boxes: Boxes,
  briefcase: Briefcase,
  'briefcase-business': BriefcaseBusiness,
  'building-complex': BuildingComplex,
  calculator: Calculator,
  'calendar-check': CalendarCheck,
  'calendar-clock': CalendarClock,
  camera: Camera,
  'chart-column': ChartColumn,
  'chart-line': ChartLine,
  check: Check,
  'chevron-down': ChevronDown,
  'circle-check': CircleCheck,
  clock: Clock,
  coins: Coins,
  combine: Combine,
  compass: Compass,
  construction: Construction,
  copy: Copy,
  cpu: Cpu,
  download: Download,
  earth: Earth,
  'external-link': ExternalLink,
  eye: Eye,
  'file-input': FileInput,
  'folder-kanban': FolderKanban,
  gauge: Gauge,
  'graduation-cap': GraduationCap,
  handshake: Handshake,
  headset: Headset,
  'heart-handshake': HeartHandshake,
  history: History,
  inbox: Inbox,
  laptop: Laptop,
  layers: Layers,
  'layout-dashboard': LayoutDashboard,
  lightbulb: Lightbulb,
  'list-checks': ListChecks,
  'lock-keyhole': LockKeyhole,
  mail: Mail,
  'map-pin': MapPin,
  'monitor-smartphone': MonitorSmartphone,
  'mouse-pointer-click': MousePointerClick,
  network: Network,
  newspaper: Newspaper,
  phone: Phone,
  plug: Plug,
  quote: Quote,
  receipt: Receipt,
  'refresh-cw': RefreshCw,
  rocket: Rocket,
  'scan-search': ScanSearch,
  search: Search,
  send: Send,
  server: Server,
  'shield-check': ShieldCheck,
  'sliders-horizontal': SlidersHorizontal,
  smartphone: Smartphone,
  sparkles: Sparkles,
  sprout: Sprout,
  timer: Timer,
  users: Users,
  wallet: Wallet,
  workflow: Workflow,
  x: X,
} as const satisfies Record<IconName, Icon>;

/** Draws the icon that content names by key (lib/icons.ts). */
export function NamedIcon({ name, ...props }: IconProps & { name: IconName }) {
  return iconsByName[name](props);
}
