import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type MutableRefObject,
} from "react";
import { isPageHydrated } from "./use-hydrated";

/** What shows a visitor is about to use a widget: the pointer over it, a touch, the focus inside it. */
const INTENT_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
export type Snapshot = { values: (string | boolean)[]; focused: number; selection: [number, number] | null };

const fieldsOf = (element: HTMLElement) =>
  [...element.querySelectorAll<Field>("input, select, textarea")].filter((field) => field.type !== "hidden");
const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

/** What the visitor did in the server's markup: each field's value, the focused field and its caret. */
export function capture(element: HTMLElement): Snapshot {
  const fields = fieldsOf(element);
  const focused = fields.indexOf(document.activeElement as Field);
  const field = fields[focused];
  let selection: [number, number] | null = null;
  try {
    if (field && "selectionStart" in field && field.selectionStart !== null) {
      selection = [field.selectionStart, field.selectionEnd ?? field.selectionStart];
    }
  } catch {
    // Some input types (email) have no caret to read.
  }
  return { values: fields.map((item) => (isCheckable(item) ? item.checked : item.value)), focused, selection };
}

/** Puts it back into the live widget's fields (same fields, same order), telling React and the form library. */
export function restore(element: HTMLElement, snapshot: Snapshot) {
  const fields = fieldsOf(element);
  if (fields.length !== snapshot.values.length) return;
  fields.forEach((field, index) => {
    const value = snapshot.values[index];
    const changed = isCheckable(field) ? field.checked !== value : field.value !== value;
    if (!changed) return;
    if (isCheckable(field)) field.checked = value === true;
    else field.value = String(value);
    field.dispatchEvent(new Event(isCheckable(field) ? "click" : "input", { bubbles: true }));
  });
  const focused = fields[snapshot.focused];
  if (!focused) return;
  focused.focus({ preventScroll: true });
  try {
    if (snapshot.selection && "setSelectionRange" in focused) focused.setSelectionRange(...snapshot.selection);
  } catch {
    // No caret to set on this input type.
  }
}

/**
 * The server's markup, left exactly as it is (React neither hydrates nor replaces what is inside):
 * until the widget goes live it works as plain HTML. When it unmounts, in the same commit as the
 * live widget mounts, it records what the visitor did in it.
 */
function ServerMarkup({
  name,
  elementRef,
  onLeave,
}: {
  name: string;
  elementRef: MutableRefObject<HTMLDivElement | null>;
  onLeave: (snapshot: Snapshot) => void;
}) {
  useLayoutEffect(() => {
    const element = elementRef.current;
    return () => {
      if (element) onLeave(capture(element));
    };
  }, [elementRef, onLeave]);
  return (
    <div
      ref={elementRef}
      className="island"
      data-island={name}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: "" }}
    />
  );
}

/**
 * A server-rendered widget whose client code downloads only when the visitor reaches for it
 * (decision 102). The server renders it in full. In the browser its markup stays as the server sent
 * it and works as plain HTML (a form posts) until the visitor points at it, touches it or moves the
 * focus into it; then its chunk loads and the live widget takes its place in one commit, with what
 * was typed, the checked boxes, the focus and the caret carried over. Mounted by a client-side
 * navigation (no server markup to keep), it loads at once.
 */
export function lazyIsland<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download leaves the plain HTML working; the next intent retries.
        pending = undefined;
        throw error;
      },
    ));
  // On the server the module is part of the bundle: resolved before the first request renders.
  if (typeof document === "undefined") void preload();
  const Deferred = lazy(() => preload().then((component) => ({ default: component })));

  function Island(props: P) {
    // Live from the start on the server and after a client-side navigation; after the intent otherwise.
    const [live, setLive] = useState(() => typeof document === "undefined" || isPageHydrated());
    const ref = useRef<HTMLDivElement | null>(null);
    const snapshot = useRef<Snapshot | null>(null);
    const [onLeave] = useState(() => (taken: Snapshot) => (snapshot.current = taken));

    useEffect(() => {
      const element = ref.current;
      if (live || !element) return;
      let active = true;
      const listen = (on: boolean) => {
        for (const type of INTENT_EVENTS) {
          if (on) element.addEventListener(type, onIntent, { passive: true });
          else element.removeEventListener(type, onIntent);
        }
      };
      function onIntent() {
        listen(false);
        preload().then(
          () => active && setLive(true),
          () => active && listen(true),
        );
      }
      listen(true);
      // Focused before the scripts arrived: that focus event is long gone.
      if (element.contains(document.activeElement)) onIntent();
      return () => {
        active = false;
        listen(false);
      };
    }, [live]);

    useLayoutEffect(() => {
      if (!live || !snapshot.current || !ref.current) return;
      restore(ref.current, snapshot.current);
      snapshot.current = null;
    }, [live]);

    if (!live) return <ServerMarkup name={name} elementRef={ref} onLeave={onLeave} />;
    const Component = (loaded ?? Deferred) as ComponentType<P>;
    return (
      // data-live: the client-side widget (never in the server's markup), for tests and styles.
      <div ref={ref} className="island" data-island={name} data-live={typeof document === "undefined" ? undefined : ""}>
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
