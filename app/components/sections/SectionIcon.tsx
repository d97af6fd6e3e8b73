import {
  Award,
  BadgeCheck,
  BarChart3,
  Bot,
  Brain,
  Briefcase,
  Building2,
  Clock,
  Cloud,
  Code2,
  Cog,
  FileSearch,
  FileText,
  GraduationCap,
  Handshake,
  HeartPulse,
  Landmark,
  Layers,
  LifeBuoy,
  Lightbulb,
  LineChart,
  Lock,
  Megaphone,
  MessageSquare,
  Plane,
  Rocket,
  Search,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Target,
  TrendingUp,
  Truck,
  Users,
  Workflow,
  Zap,
  type LucideIcon,
} from "lucide-react";

/** The icons page content may name (content is data sent by loaders, so icons travel as names). */
const icons = {
  award: Award,
  "badge-check": BadgeCheck,
  "bar-chart": BarChart3,
  bot: Bot,
  brain: Brain,
  briefcase: Briefcase,
  building: Building2,
  clock: Clock,
  cloud: Cloud,
  code: Code2,
  cog: Cog,
  "file-search": FileSearch,
  "file-text": FileText,
  "graduation-cap": GraduationCap,
  handshake: Handshake,
  health: HeartPulse,
  landmark: Landmark,
  layers: Layers,
  "life-buoy": LifeBuoy,
  lightbulb: Lightbulb,
  "line-chart": LineChart,
  lock: Lock,
  megaphone: Megaphone,
  message: MessageSquare,
  plane: Plane,
  rocket: Rocket,
  search: Search,
  shield: ShieldCheck,
  cart: ShoppingCart,
  smartphone: Smartphone,
  sparkles: Sparkles,
  target: Target,
  "trending-up": TrendingUp,
  truck: Truck,
  users: Users,
  workflow: Workflow,
  zap: Zap,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

/** A decorative icon by name, in the shared `.card-icon` tile. */
export function SectionIcon({ name, size = 24 }: { name: IconName; size?: number }) {
  const Icon = icons[name];
  return (
    <span className="card-icon" aria-hidden="true">
      <Icon size={size} aria-hidden="true" focusable="false" />
    </span>
  );
}
