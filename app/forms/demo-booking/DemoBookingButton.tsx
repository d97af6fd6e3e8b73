import { useLocation } from "@remix-run/react";
import { useState, type MouseEvent, type ReactNode } from "react";
import { pagePath } from "~/utils/pages";
import { useLang } from "~/utils/root-data";
import { useHydrated } from "~/utils/use-hydrated";
import { leadContextQuery } from "../shared/lead-source";
import { DEMO_ANCHOR } from "./demo-anchor";
import { DemoBookingDialog, loadDemoBookingForm } from "./DemoBookingDialog";

export { DEMO_ANCHOR } from "./demo-anchor";

/**
 * A button that opens the demo booking: an accessible modal dialog with JavaScript (focus moves in
 * and is trapped, Escape closes, focus returns to the button), a link to the booking page's form
 * without it (naming this page as the lead's origin). Until React has hydrated the page it is that
 * link, with the dialog's click handler already on it: a tap while the page hydrates opens the
 * dialog too (React replays it).
 */
export function DemoBookingButton({
  children,
  variant = "primary",
}: {
  children: ReactNode;
  variant?: "primary" | "secondary";
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const lang = useLang();
  const { pathname, search } = useLocation();
  const bookingPage = `${pagePath("demo-booking", lang)}?${leadContextQuery(pathname, search)}#${DEMO_ANCHOR}`;
  const className = `button button-${variant}`;
  // The form's code starts downloading at the first sign of intent: pointer over, touch, focus.
  const prefetch = () => void loadDemoBookingForm().catch(() => undefined);
  const handlers = {
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onTouchStart: prefetch,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      setOpen(true);
    },
  };
  return (
    <>
      {hydrated ? (
        <button type="button" className={className} aria-haspopup="dialog" {...handlers}>
          {children}
        </button>
      ) : (
        <a href={bookingPage} className={className} {...handlers}>
          {children}
        </a>
      )}
      {open ? <DemoBookingDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
