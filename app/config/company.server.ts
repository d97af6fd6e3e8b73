import { company, type ContactFacts } from "./company";

/** The contact facts the operator may override without a release. */
export function contactFacts(env: NodeJS.ProcessEnv = process.env): ContactFacts {
  return {
    email: env.COMPANY_EMAIL?.trim() || company.email,
    phone: env.COMPANY_PHONE?.trim() || company.phone,
  };
}
