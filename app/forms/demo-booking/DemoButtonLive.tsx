import { DemoBookingButton } from "./DemoBookingButton";
import { DemoBookingDialog } from "./DemoBookingDialog";

/**
 * What the demo button's live spot (SiteFrame's `demo-button`) loads on intent: the button with its
 * dialog, in one chunk. The button's own intent (pointer, touch, focus) would start the dialog's
 * download at that same moment anyway; and a chunk that reaches only React, not react-dom, would
 * make the build split React out of react-dom's chunk, which every page downloads (decision 144).
 */
export { DemoBookingButton, DemoBookingDialog };
