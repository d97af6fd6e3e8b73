/**
 * The contact page's enquiry form. Reads `?puesto=` (a vacancy title, from the careers page) to
 * pre-fill an application. Placeholder until the lead-capture issue.
 */
export function ContactEnquiryForm() {
  return null;
}
