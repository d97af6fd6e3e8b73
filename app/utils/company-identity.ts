import type { CompanyIdentity } from "~/config/company";
import { useRootData } from "./root-data";

/**
 * Without root data (a page whose root loader failed) every field reads as unset: the places that
 * show the identity treat a missing field as an empty one. Smaller in every page's script than a
 * full copy of `unsetIdentity`.
 */
const noIdentity = { registeredOffice: {} } as CompanyIdentity;

/** The company's registered identity as the operator set it (app/content/company/identity.yaml). */
export function useCompanyIdentity(): CompanyIdentity {
  return useRootData()?.identity ?? noIdentity;
}
