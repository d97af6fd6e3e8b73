import { companyContent } from "~/services/content/company-content.server";
import { company, type CompanyIdentity, type ContactFacts } from "./company";

/** The contact facts the operator may override without a release. */
export function contactFacts(env: NodeJS.ProcessEnv = process.env): ContactFacts {
  return {
    email: env.COMPANY_EMAIL?.trim() || company.email,
    phone: env.COMPANY_PHONE?.trim() || company.phone,
  };
}

/** The registered identity the operator set in app/content/company/identity.yaml (decision 210). */
export function companyIdentity(): CompanyIdentity {
  return companyContent().identity;
}
