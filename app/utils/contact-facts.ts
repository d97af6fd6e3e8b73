import { company } from "~/config/company";
import { useRootData } from "./root-data";

/** Company contact facts as the operator configured them. */
export function useContactFacts() {
  return useRootData()?.contact ?? { email: company.email, phone: company.phone };
}
