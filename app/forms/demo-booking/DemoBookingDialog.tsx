import { lazy, Suspense, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/ui/Icon";
import type * as FormModule from "./DemoBookingForm";

// The form and its calendar: a chunk of its own, fetched when the visitor reaches for a demo button.
let formModule: Promise<typeof FormModule> | undefined;
export function loadDemoBookingForm() {
  formModule ??= import("./DemoBookingForm").catch((error: unknown) => {
    formModule = undefined;
    throw error;
  });
  return formModule;
}
const DemoBookingForm = lazy(() => loadDemoBookingForm().then((module) => ({ default: module.DemoBookingForm })));

/**
 * The booking dialog: the browser's own modal `<dialog>` (`showModal()`): the page behind is inert,
 * focus moves in, Escape closes, focus returns to the button. It is on screen in the frame after the
 * tap; the form fills it as soon as its chunk is in (a line says so meanwhile). Drawn at the end of
 * the body, so it inherits nothing from where its button stands (a hero's colours).
 */
export function DemoBookingDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("forms");
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId().replace(/[^a-zA-Z0-9-]/g, "");
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    return () => element.close();
  }, []);
  return createPortal(
    // The `close` event: Escape, the close button, or a booking done.
    <dialog ref={dialog} className="demo-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className="demo-dialog-header">
        <h2 id={`${id}-title`} className="demo-dialog-title">
          {t("demo.title")}
        </h2>
        <button
          type="button"
          className="demo-dialog-close"
          aria-label={t("demo.close")}
          onClick={() => dialog.current?.close()}
        >
          <Icon name="close" size={22} />
        </button>
      </div>
      <p className="demo-dialog-lead">{t("demo.lead")}</p>
      <Suspense fallback={<p className="demo-dialog-loading">{t("demo.loading")}</p>}>
        <DemoBookingForm id={`demo-dialog-${id}`} inDialog onBooked={() => dialog.current?.close()} />
      </Suspense>
    </dialog>,
    document.body,
  );
}
