/** Stores the no-JavaScript consent banner's answer. Built by the consent work. */
export async function handleCookieConsent(_form: FormData, _request: Request): Promise<Response | null> {
  return null;
}
