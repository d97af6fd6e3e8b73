import { useEffect, useLayoutEffect, useState, type ComponentType, type ReactNode } from "react";
import { createPortal, flushSync } from "react-dom";
import { onIntent } from "./intent";
import { capture, restore, type Snapshot } from "./take-over";

/**
 * Server-rendered regions (decision 105): markup the browser keeps exactly as the server sent it,
 * with none of its components in the client bundle, and "live" spots inside it where a small
 * client widget takes over.
 *
 * - `<ServerRendered>` renders its children on the server; in the browser it is an empty
 *   placeholder React never fills (`dangerouslySetInnerHTML`), so the server's DOM
 *   stays untouched through hydration and re-renders. The components that draw it are imported from
 *   `*.server` modules (the compiler empties those in the browser build), so their code and copy
 *   never reach the browser.
 * - `<LiveIn name props>` marks a spot inside such a region whose widget the client runs. The page
 *   frame's `useLiveIslands(registry)` finds the spots after hydration and renders each widget into
 *   its spot through a portal (so it has the router, strings and root data), taking over what the
 *   visitor typed, ticked and focused. Each widget loads its own chunk when the pointer, a touch or
 *   the focus reaches its spot (decisions 108, 144).
 *
 * Links inside a region are plain anchors in the browser (React does not manage them): following
 * one is a document load, as `documentNavigation` makes every other page change too.
 */
export function ServerRendered({ children, className }: { children?: ReactNode; className?: string }) {
  if (typeof document === "undefined") {
    return (
      <div className={["server-rendered", className].filter(Boolean).join(" ")} data-server-rendered="">
        {children}
      </div>
    );
  }
  return (
    <div
      className={["server-rendered", className].filter(Boolean).join(" ")}
      data-server-rendered=""
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: "" }}
    />
  );
}

/** A route component drawn on the server only: `export default serverRendered(page.default)`. */
export function serverRendered(Body: ComponentType | undefined) {
  function ServerRenderedPage() {
    return <ServerRendered className="page-body">{Body ? <Body /> : null}</ServerRendered>;
  }
  return ServerRenderedPage;
}

type LiveProps = Record<string, string | number | boolean | null>;

/** A spot in a server-rendered region where the client's widget `name` runs with `props` (JSON). */
export function LiveIn({
  name,
  props = {},
  as: Tag = "div",
  children,
}: {
  name: string;
  props?: LiveProps;
  as?: "div" | "span";
  children: ReactNode;
}) {
  return (
    <Tag className="live-in" data-live-in={name} data-props={JSON.stringify(props)}>
      {children}
    </Tag>
  );
}

/** What a spot runs: the loader of its widget's chunk, called on intent. */
export type LiveWidget = { intent: () => Promise<ComponentType<LiveProps>> };

type Mounted = {
  element: HTMLElement;
  Component: ComponentType<LiveProps>;
  props: LiveProps;
  key: number;
  /** The server's nodes, removed once the live widget's are in (the page never gets shorter meanwhile). */
  serverNodes: ChildNode[];
  snapshot: Snapshot;
  hadFocus: boolean;
  /** A click the visitor made on the server's markup while the widget's code was loading. */
  heldClick: number | null;
};

/** The controls of a spot, in order: a held click goes to the same one in the widget's markup. */
const controls = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>("a[href], button")];

/**
 * Holds a click on a spot's link or button while its widget's code is on its way (the visitor
 * reached for it a moment ago): the widget replays it once in, so the first click already does
 * what the live widget does (open the dialog, switch the theme). Returns the held click's control
 * index and what stops holding; a failed download lets the held click run on the server's markup.
 */
function holdClicks(element: HTMLElement) {
  let held: number | null = null;
  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>("a[href], button");
    if (!control || element.dataset.live !== undefined) return;
    event.preventDefault();
    held = controls(element).indexOf(control);
  };
  element.addEventListener("click", onClick);
  const stop = () => element.removeEventListener("click", onClick);
  return {
    held: () => held,
    stop,
    release() {
      stop();
      if (held !== null) controls(element)[held]?.click();
      held = null;
    },
  };
}

/**
 * Swaps the server's markup for the widget's in the commit that brings the widget in (before the
 * browser paints or lays out: a page that shrank for a moment would clamp the scroll position).
 */
function Swap({ entry, children }: { entry: Mounted; children: ReactNode }) {
  useLayoutEffect(() => {
    const { element, serverNodes, snapshot, hadFocus, heldClick } = entry;
    const swap = () => {
      for (const node of serverNodes) node.remove();
      restore(element, snapshot);
      if (hadFocus)
        element.querySelector<HTMLElement>("a[href], button, input, summary")?.focus({ preventScroll: true });
      // After this commit: the widget's handlers run as for any click.
      if (heldClick !== null) queueMicrotask(() => controls(element)[heldClick]?.click());
    };
    // The widget's own nodes are there (it may still be loading a part: then on its arrival).
    if (element.childNodes.length > serverNodes.length) return swap();
    const observer = new MutationObserver(() => {
      if (element.childNodes.length <= serverNodes.length) return;
      observer.disconnect();
      swap();
    });
    observer.observe(element, { childList: true });
    return () => observer.disconnect();
  }, [entry]);
  return children;
}

/**
 * Runs the widgets of every `<LiveIn>` spot of the page's server-rendered regions (see above).
 * Returns the portals to render (once, in the page frame).
 */
export function useLiveIslands(registry: Record<string, LiveWidget>): ReactNode {
  const [mounted, setMounted] = useState<Mounted[]>([]);

  useEffect(() => {
    const cleanups: (() => void)[] = [];
    let key = 0;
    const goLive = (element: HTMLElement, Component: ComponentType<LiveProps>, heldClick: number | null = null) => {
      if (element.dataset.live !== undefined) return;
      const props = JSON.parse(element.dataset.props ?? "{}") as LiveProps;
      const snapshot: Snapshot = capture(element);
      // A focused link or button (not a field, which the snapshot covers) keeps the focus too.
      const hadFocus = element.contains(document.activeElement) && snapshot.focused < 0;
      const serverNodes = [...element.childNodes];
      element.dataset.live = "";
      const entry: Mounted = { element, Component, props, key: key++, serverNodes, snapshot, hadFocus, heldClick };
      flushSync(() => setMounted((list) => [...list, entry]));
    };
    for (const element of document.querySelectorAll<HTMLElement>("[data-server-rendered] [data-live-in]")) {
      const widget = registry[element.dataset.liveIn ?? ""];
      if (!widget) continue;
      // A failed download leaves the server's markup working (a held click runs on it); the next
      // intent retries.
      const clicks = holdClicks(element);
      cleanups.push(
        clicks.stop,
        onIntent(element, () =>
          widget.intent().then(
            (Component) => {
              clicks.stop();
              goLive(element, Component, clicks.held());
            },
            (error: unknown) => {
              clicks.release();
              throw error;
            },
          ),
        ),
      );
    }
    return () => cleanups.forEach((cleanup) => cleanup());
    // The spots are found once per page load (regions never change after it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return mounted.map((entry) =>
    createPortal(
      <Swap entry={entry}>
        <entry.Component {...entry.props} />
      </Swap>,
      entry.element,
      entry.key,
    ),
  );
}
