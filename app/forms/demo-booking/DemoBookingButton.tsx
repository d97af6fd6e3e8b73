import type { ReactNode } from "react";

/**
 * A button that opens the demo booking (dialog with JavaScript, server-rendered form without).
 * Placeholder until the lead-capture issue lands: pages place it now with its final props.
 */
export function DemoBookingButton({ children, variant = "primary" }: { children: ReactNode; variant?: "primary" | "secondary" }) {
  return (
    <a href="?demo=1#demo-booking" className={`button button-${variant}`}>
      {children}
    </a>
  );
}
