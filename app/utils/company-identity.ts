import { unsetIdentity, type CompanyIdentity } from "~/config/company";
import { useRootData } from "./root-data";

/** The company's registered identity as the operator set it (app/content/company/identity.yaml). */
export function useCompanyIdentity(): CompanyIdentity {
  return useRootData()?.identity ?? unsetIdentity;
}
