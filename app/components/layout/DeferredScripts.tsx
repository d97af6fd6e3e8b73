import { Scripts } from "@remix-run/react";
import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";

/** The type of the inert copy of Remix's module script until the page has loaded. */
const DEFERRED_MODULE_TYPE = "text/x-deferred-module";

/**
 * Runs once the page has loaded and a frame has been painted after that (a task queued from
 * requestAnimationFrame runs after the frame's paint): without that wait, on a fast connection the
 * hydration work can start before the browser's first paint and hold it back by a second on a slow
 * phone, the whole page's scripts then counting towards its first and largest paint. It then adds the modulepreload links (all chunks download in parallel),
 * then a real module script with the deferred script's text, which hydrates the page.
 */
const BOOT_SCRIPT = `(function(){var boot=document.currentScript;function start(){JSON.parse(boot.dataset.preloads).forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});document.querySelectorAll('script[type="${DEFERRED_MODULE_TYPE}"]').forEach(function(data){var script=document.createElement("script");script.type="module";script.nonce=boot.nonce;script.textContent=data.textContent;document.body.appendChild(script)})}function afterPaint(){requestAnimationFrame(function(){setTimeout(start)})}if(document.readyState==="complete")afterPaint();else addEventListener("load",afterPaint,{once:true})})();`;

/**
 * Remix's <Scripts>, started after the window `load` event instead of during parsing.
 *
 * Every page is complete and usable without JavaScript, so the ~200 KB of client code only enhances
 * it. Fetched during parsing (modulepreload), that code shares a slow mobile connection with the
 * HTML and stylesheets and delays the first paint; after `load` it downloads while the visitor
 * already reads. See docs/decisions/040-hydrate-after-load.md.
 *
 * Server and client render the same elements (so hydration matches): the modulepreload links become
 * a list on the boot script, the module script becomes an inert data block the boot script copies.
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
    } else if (element.type === "script" && element.props.type === "module") {
      kept.push(
        <script
          key="deferred-module"
          type={DEFERRED_MODULE_TYPE}
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
