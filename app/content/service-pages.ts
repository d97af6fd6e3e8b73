import type { ServicePageContent } from "~/components/services/ServicePage";
import type { Bilingual } from "~/i18n/bilingual";
import { serviceAiContent } from "./service-ai";
import { serviceMarketingContent } from "./service-marketing";
import { serviceRoboticsContent } from "./service-robotics";
import { serviceSoftwareContent } from "./service-software";

export type ServicePageKey = "service-ai" | "service-robotics" | "service-marketing" | "service-software";

/** The four service pages, by page key: routes/service-page.tsx renders whichever the URL names. */
export const servicePages = {
  "service-ai": serviceAiContent,
  "service-robotics": serviceRoboticsContent,
  "service-marketing": serviceMarketingContent,
  "service-software": serviceSoftwareContent,
} satisfies Record<ServicePageKey, Bilingual<ServicePageContent>>;
