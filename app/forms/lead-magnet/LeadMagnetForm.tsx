/** The home page's eBook request form (name, e-mail). Placeholder until the lead-capture issue. */
export function LeadMagnetForm() {
  return null;
}
