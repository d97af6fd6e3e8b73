/**
 * The one-time token of the lead forms on a page (decisions 123 and 166). A page rendered for one
 * visitor carries it from the server (root loader). A page the page cache shares between visitors
 * carries none: the browser makes one of its own for the forms once React runs, so no two visitors
 * ever post the same token. Without JavaScript such a page's forms post without a token: the key is
 * then the visitor's, the form's and the values' alone (decision 201).
 */
import { useEffect, useState } from "react";
import { FORM_TOKEN_PATTERN } from "./types";
import { useRootData } from "~/utils/root-data";

/** 144 random bits, URL-safe: the shape of the server's tokens (FORM_TOKEN_PATTERN). */
function browserToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
}

export function useFormToken(): string | undefined {
  const rendered = useRootData()?.formToken ?? undefined;
  const [own, setOwn] = useState<string>();
  useEffect(() => {
    if (!rendered && !own) setOwn(browserToken());
  }, [rendered, own]);
  const token = rendered ?? own;
  return token && FORM_TOKEN_PATTERN.test(token) ? token : undefined;
}
