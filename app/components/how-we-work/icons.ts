import { Award, Clock, Compass, Gauge, Layers, MapPin, ReceiptText, ShieldCheck, type LucideIcon } from "lucide-react";
import type { CommitmentIcon, ReasonIcon } from "~/content/how-we-work";

export const commitmentIcons: Record<CommitmentIcon, LucideIcon> = {
  budget: ReceiptText,
  response: Clock,
  results: Gauge,
  security: ShieldCheck,
};

export const reasonIcons: Record<ReasonIcon, LucideIcon> = {
  team: Layers,
  experience: Award,
  technology: Compass,
  proximity: MapPin,
};
