import type { ServiceKey } from "~/i18n/resources/services";
import type { SuccessCaseKey } from "./cases";

/**
 * What each success case is about, among the services the site sells (decision 215): the related
 * blocks read it both ways (a case links its services, a service page its cases). Articles name what
 * they are about in their own front matter (`about`).
 */
export const caseServices: Record<SuccessCaseKey, ServiceKey[]> = {
  "case-hotel": ["service-ai", "service-robotics"],
  "case-government": ["service-software", "kit-process"],
  "case-accounting": ["service-robotics", "service-ai"],
  "case-grid": ["service-ai", "kit-bi"],
  "case-flights": ["service-ai", "service-software"],
};
