import { NotFoundPage } from "~/components/layout/ErrorPages";

/** A blog article (/blog/:slug). Built by the proof-pages issue; until then every slug is unknown. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default NotFoundPage;
