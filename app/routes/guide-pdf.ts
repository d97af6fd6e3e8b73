import type { LoaderFunctionArgs } from "@remix-run/node";
import { serveGuide } from "~/services/guide/serve-guide.server";

// The automation guide (lead magnet) as a PDF, at GUIDE_PATHS (~shared/guide): rendered by `npm run build`.
export const loader = ({ request }: LoaderFunctionArgs) => serveGuide(request);
