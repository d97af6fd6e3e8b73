import type { Picture } from "~/components/ui/Image";

/**
 * The logos the site shows, partners and clients, in one list the company can replace: put the SVG
 * in `public/images/logos/` (local only: the CSP allows no other origin), add a line here, and every
 * place that shows that kind of logo picks it up. `name` is the logo's text alternative.
 */
export type LogoKind = "partner" | "client";
type LogoEntry = { kind: LogoKind; name: string; file: string; width: number; height: number };

export const logoList: LogoEntry[] = [
  { kind: "partner", name: "NubeAlta Cloud", file: "partners/nubealta.svg", width: 180, height: 48 },
  { kind: "partner", name: "DataVía Analytics", file: "partners/datavia.svg", width: 180, height: 48 },
  { kind: "partner", name: "Robotika Labs", file: "partners/robotika-labs.svg", width: 180, height: 48 },
  { kind: "partner", name: "SegurNet Security", file: "partners/segurnet.svg", width: 180, height: 48 },
  { kind: "partner", name: "Levante IA Hub", file: "partners/levante-ia.svg", width: 180, height: 48 },
  { kind: "partner", name: "Puerto Digital", file: "partners/puerto-digital.svg", width: 180, height: 48 },
];

/** The logos of one kind, in the list's order, as pictures. */
export function logosOf(kind: LogoKind): Picture[] {
  return logoList
    .filter((logo) => logo.kind === kind)
    .map(({ name, file, width, height }) => ({ src: `/images/${file}`, width, height, alt: name }));
}
