import { Dialog, DialogDismiss, DialogHeading } from "@ariakit/react";
import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/ui/Icon";
import { DemoBookingForm } from "./DemoBookingForm";

/**
 * The booking dialog (Ariakit): focus moves in and is trapped, Escape closes, focus returns to the
 * button. Its own chunk, with the form and the calendar: `DemoBookingButton` loads it on intent.
 */
export function DemoBookingDialog({ onClose }: { onClose: () => void }) {
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
          <Icon name="close" size={22} />
        </DialogDismiss>
      </div>
      <p className="demo-dialog-lead">{t("demo.lead")}</p>
      <DemoBookingForm id={formId} inDialog onBooked={onClose} />
    </Dialog>
  );
}
