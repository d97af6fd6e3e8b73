// The route table Remix reads (future flag v3_routeConfig): remix.config.js's `routes`, its one home
// (the table itself is app/route-table.json), through Remix's documented adapter (decision 190).
import type { RouteConfig } from "@remix-run/route-config";
import { remixRoutesOptionAdapter } from "@remix-run/routes-option-adapter";
import remixConfig from "../remix.config.js";

export default remixRoutesOptionAdapter(remixConfig.routes) satisfies RouteConfig;
