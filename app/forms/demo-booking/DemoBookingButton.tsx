import { lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { useHydrated } from "~/utils/use-hydrated";
import { DEMO_ANCHOR, DEMO_QUERY } from "./demo-anchor";

export { DEMO_ANCHOR } from "./demo-anchor";

// One download per page load, started by the first sign of intent (decision 102).
let dialogModule: Promise<{ default: ComponentType<{ onClose: () => void }> }> | undefined;
function loadDialog() {
  dialogModule ??= import("./DemoBookingDialog").then(
    (module) => ({ default: module.DemoBookingDialog }),
    (error: unknown) => {
      dialogModule = undefined;
      throw error;
    },
  );
  return dialogModule;
}
const DemoBookingDialog = lazy(loadDialog);

/**
 * A button that opens the demo booking: an accessible modal dialog with JavaScript (focus moves in
 * and is trapped, Escape closes, focus returns to the button), a link to the same page's
 * server-rendered booking form without it. The dialog's code (Ariakit, the form, the calendar)
 * downloads when the pointer reaches the button or the focus does, so it is there by the click.
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
  const prefetch = () => void loadDialog().catch(() => undefined);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <DemoBookingDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
