/**
 * What a loader or an action returned, read the way Remix reads it under single fetch (decision 190):
 * a `Response` (a redirect, a file, a feed), `data(value, { status, headers })` (an object
 * `{ type: "DataWithResponseInit", data, init }`), or the value alone (200, no headers of its own).
 */
export type RouteAnswer<T = unknown> = {
  /** Which of the three the route returned. */
  kind: "response" | "data" | "plain";
  status: number;
  headers: Headers;
  /** The value (data() or plain), or a Response's JSON body (null for a body that is not JSON). */
  data: T;
};

type DataWithInit = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };

function isDataWithInit(value: unknown): value is DataWithInit {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

// The tests read replies of known shapes: `T` names the shape they expect, as `response.json()` did.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function routeAnswer<T = any>(result: unknown): Promise<RouteAnswer<T>> {
  if (result instanceof Response) {
    const json = /\bapplication\/json\b/.test(result.headers.get("Content-Type") ?? "");
    return {
      kind: "response",
      status: result.status,
      headers: result.headers,
      data: json ? await result.json() : null,
    };
  }
  if (isDataWithInit(result)) {
    const init = result.init ?? {};
    return { kind: "data", status: init.status ?? 200, headers: new Headers(init.headers), data: result.data as T };
  }
  return { kind: "plain", status: 200, headers: new Headers(), data: result as T };
}
