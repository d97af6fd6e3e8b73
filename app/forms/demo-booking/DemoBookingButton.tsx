import { Dialog, DialogDismiss, DialogHeading } from "@ariakit/react";
import { X } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/utils/use-hydrated";
import { DemoBookingForm } from "./DemoBookingForm";

/** Without JavaScript the buttons are links to the server-rendered booking form of the same page. */
const DEMO_QUERY = "demo=1";
export const DEMO_ANCHOR = "demo-booking";

/**
 * A button that opens the demo booking: an accessible modal dialog with JavaScript (focus moves in
 * and is trapped, Escape closes, focus returns to the button), a link to the same page's
 * server-rendered booking form without it.
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
  const className = `button button-${variant}`;
  if (!hydrated) {
    return (
      <a href={`?${DEMO_QUERY}#${DEMO_ANCHOR}`} className={className}>
        {children}
      </a>
    );
  }
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {children}
      </button>
      {open ? <DemoBookingDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function DemoBookingDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("forms");
  const formId = `demo-dialog-${useId().replace(/[^a-zA-Z0-9-]/g, "")}`;
  return (
    <Dialog
      open
      onClose={onClose}
      className="demo-dialog"
      backdrop={<div className="demo-dialog-backdrop" />}
      // The toast region stays readable while the modal is open (a failure is announced there).
      getPersistentElements={() => document.querySelectorAll(".flash-region")}
    >
      <div className="demo-dialog-header">
        <DialogHeading className="demo-dialog-title">{t("demo.title")}</DialogHeading>
        <DialogDismiss className="demo-dialog-close" aria-label={t("demo.close")}>
          <X aria-hidden="true" size={22} />
        </DialogDismiss>
      </div>
      <p className="demo-dialog-lead">{t("demo.lead")}</p>
      <DemoBookingForm id={formId} inDialog onBooked={onClose} />
    </Dialog>
  );
}
