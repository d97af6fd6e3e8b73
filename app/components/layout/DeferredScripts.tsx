import { Scripts } from "@remix-run/react";
import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";

/**
 * The types of the inert copies of Remix's inline scripts until the visitor's first interaction: its
 * context (a classic script, `window.__remixContext = …`, 15-25 KB the browser would otherwise compile
 * and run during parsing) and its module script.
 */
const DEFERRED_CLASSIC_TYPE = "text/x-deferred-script";
const DEFERRED_MODULE_TYPE = "text/x-deferred-module";

/**
 * What a visitor does first with the page, any of which starts its scripts: moving the mouse over
 * it, touching it (a phone's first scroll included), a key, a focus, a wheel. Listened to on the
 * window in the capture phase, so nothing on the page can stop them first. A pointer move without
 * movement does not count: Chrome sends one by itself when the page's layout changes under a
 * resting cursor (decision 145).
 */
const FIRST_INTERACTION_EVENTS = ["pointermove", "pointerdown", "touchstart", "keydown", "focusin", "wheel"];

/**
 * Waits for the visitor's first interaction, then adds the modulepreload links (all chunks download
 * in parallel) and real scripts with the deferred scripts' texts, in document order: the context runs
 * at once, then the module hydrates the page (decisions 145, 156). Until then the page is the
 * server's HTML, complete without JavaScript, and its main thread stays free: no download, compile
 * or hydration competes with reading it.
 */
const BOOT_SCRIPT = `(function(){var boot=document.currentScript,events=${JSON.stringify(FIRST_INTERACTION_EVENTS)},started=false;function start(event){if(started||(event.type==="pointermove"&&!event.movementX&&!event.movementY))return;started=true;events.forEach(function(type){removeEventListener(type,start,true)});JSON.parse(boot.dataset.preloads).forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});document.querySelectorAll('script[type="${DEFERRED_CLASSIC_TYPE}"],script[type="${DEFERRED_MODULE_TYPE}"]').forEach(function(data){var script=document.createElement("script");if(data.type==="${DEFERRED_MODULE_TYPE}")script.type="module";script.nonce=boot.nonce;script.textContent=data.textContent;document.body.appendChild(script)})}events.forEach(function(type){addEventListener(type,start,{capture:true,passive:true})})})();`;

/**
 * Remix's <Scripts>, started on the visitor's first interaction instead of during parsing.
 *
 * Every page is complete and usable without JavaScript, so the client code only enhances it.
 * Fetched during parsing (modulepreload), that code shares a slow mobile connection with the HTML
 * and stylesheets and delays the first paint (decision 040); run as soon as the page has loaded, its
 * compile and hydration hold a phone's main thread while the visitor starts reading (decision 145).
 *
 * Server and client render the same elements (so hydration matches): the modulepreload links become
 * a list on the boot script, the inline scripts become inert data blocks the boot script copies.
 */
export function DeferredScripts({ nonce }: { nonce?: string }) {
  // <Scripts> is called as a function (its hooks become this component's) so its output can be
  // rewritten. After hydration it renders nothing, and neither does this.
  const rendered = Scripts({ nonce });
  if (!rendered) return null;
  const preloads: string[] = [];
  const kept: ReactNode[] = [];
  for (const element of flatten(rendered)) {
    if (element.type === "link" && element.props.rel === "modulepreload" && element.props.href) {
      preloads.push(element.props.href);
    } else if (element.type === "script" && element.props.dangerouslySetInnerHTML) {
      const module = element.props.type === "module";
      kept.push(
        <script
          key={module ? "deferred-module" : "deferred-context"}
          type={module ? DEFERRED_MODULE_TYPE : DEFERRED_CLASSIC_TYPE}
          suppressHydrationWarning
          dangerouslySetInnerHTML={element.props.dangerouslySetInnerHTML}
        />,
      );
    } else {
      kept.push(element);
    }
  }
  return (
    <>
      {kept}
      <script
        nonce={nonce}
        data-preloads={JSON.stringify(preloads)}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }}
      />
    </>
  );
}

/** Props of the elements <Scripts> renders: only the few read here. */
type ScriptProps = {
  rel?: string;
  href?: string;
  type?: string;
  children?: ReactNode;
  dangerouslySetInnerHTML?: { __html: string };
};
type AnyElement = ReactElement<ScriptProps>;

/** The elements of a tree of fragments and arrays, in order. */
function flatten(node: ReactNode): AnyElement[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement(child)) return [];
    const element = child as AnyElement;
    return element.type === Fragment ? flatten(element.props.children) : [element];
  });
}
