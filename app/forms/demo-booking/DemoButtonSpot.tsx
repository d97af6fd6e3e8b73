import { LiveIn } from "~/utils/server-rendered";
import { DemoBookingButton } from "./DemoBookingButton";

/**
 * The demo button inside markup the server draws (the frame, a content page's body): the server's
 * link works without JavaScript, and the live button takes its place when the page goes live
 * (decision 105). A span, so it may stand inside a paragraph.
 */
export function DemoButtonSpot({ label, variant }: { label: string; variant?: "primary" | "secondary" }) {
  return (
    <LiveIn name="demo-button" as="span" props={variant ? { children: label, variant } : { children: label }}>
      <DemoBookingButton variant={variant}>{label}</DemoBookingButton>
    </LiveIn>
  );
}
