import {
  Clock,
  GraduationCap,
  Handshake,
  HeartPulse,
  Laptop,
  Lightbulb,
  Rocket,
  Target,
  TrendingUp,
  type LucideIcon,
} from "lucide-react";
import type { CareersBenefitIcon, CareersValueIcon } from "~/content/careers";

export const benefitIcons: Record<CareersBenefitIcon, LucideIcon> = {
  hybrid: Laptop,
  schedule: Clock,
  training: GraduationCap,
  health: HeartPulse,
  growth: TrendingUp,
  projects: Rocket,
};

export const valueIcons: Record<CareersValueIcon, LucideIcon> = {
  curiosity: Lightbulb,
  collaboration: Handshake,
  commitment: Target,
};
