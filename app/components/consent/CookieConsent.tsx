/** The cookie-consent banner and preferences. Built by the consent work of the shell issue. */
export function CookieConsent() {
  return null;
}

/** The footer's "cookie settings" control. */
export function CookieSettingsLink({ className }: { className?: string }) {
  void className;
  return null;
}
