import {
  Accessibility,
  Building2,
  CalendarDays,
  ChartColumn,
  CircleCheck,
  Clock,
  Database,
  FileSearch,
  FileText,
  Globe,
  GraduationCap,
  KeyRound,
  LayoutDashboard,
  MapPin,
  MessagesSquare,
  Package,
  Palette,
  PenLine,
  Receipt,
  Search,
  Server,
  ShieldCheck,
  Smartphone,
  Store,
  Target,
  TrendingUp,
  Truck,
  UserRound,
  Users,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import type { KitCardIcon } from "~/content/kit-digital-categories";
import type { KitAudienceIcon } from "~/content/kit-digital";

const cardIcons: Record<KitCardIcon, LucideIcon> = {
  invoice: Receipt,
  finance: Wallet,
  inventory: Package,
  people: Users,
  logistics: Truck,
  design: Palette,
  domain: Globe,
  hosting: Server,
  mobile: Smartphone,
  edit: PenLine,
  search: Search,
  accessibility: Accessibility,
  keywords: KeyRound,
  audit: FileSearch,
  content: FileText,
  map: MapPin,
  report: ChartColumn,
  data: Database,
  dashboard: LayoutDashboard,
  training: GraduationCap,
  profile: UserRound,
  calendar: CalendarDays,
  community: MessagesSquare,
  time: Clock,
  growth: TrendingUp,
  shield: ShieldCheck,
  target: Target,
  check: CircleCheck,
};

const audienceIcons: Record<KitAudienceIcon, LucideIcon> = {
  building: Building2,
  store: Store,
  user: UserRound,
};

/** Decorative: the card's heading carries the meaning. */
export function KitCardIconView({ icon }: { icon: KitCardIcon }) {
  const Icon = cardIcons[icon];
  return <Icon aria-hidden="true" size={24} />;
}

export function AudienceIconView({ icon }: { icon: KitAudienceIcon }) {
  const Icon = audienceIcons[icon];
  return <Icon aria-hidden="true" size={24} />;
}
