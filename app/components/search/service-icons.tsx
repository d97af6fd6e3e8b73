import {
  BadgeEuro,
  Bot,
  Brain,
  ChartBar,
  Code,
  Globe,
  Megaphone,
  Search,
  Share2,
  Workflow,
  type LucideIcon,
} from "lucide-react";
import type { ServiceIcon } from "~/content/service-search";

const icons: Record<ServiceIcon, LucideIcon> = {
  brain: Brain,
  bot: Bot,
  megaphone: Megaphone,
  code: Code,
  "badge-euro": BadgeEuro,
  workflow: Workflow,
  globe: Globe,
  search: Search,
  "bar-chart": ChartBar,
  share: Share2,
};

/** The decorative icon of a service search entry (the title next to it carries the meaning). */
export function ServiceSearchIcon({ icon, size = 20 }: { icon: ServiceIcon; size?: number }) {
  const Icon = icons[icon];
  return <Icon aria-hidden="true" size={size} />;
}
