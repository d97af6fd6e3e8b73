import { writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A testimonial file as the company would write one (docs/content.md), for the tests of how a
 * testimonial is read and shown: the repository ships none until the company gives them
 * (decision 245). Tied to the hotel case, so its `results` take the case's cost figure.
 */
export const exampleTestimonial = `order: 1
person: Nombre Ejemplo
company: Empresa Ejemplo
case: case-hotel
rating: 5
photo: null
es:
  role: Dirección general
  quote: Una cita de ejemplo que un cliente dio por escrito.
  results: "{cost:abs} menos costes operativos"
en:
  role: Managing director
  quote: An example quote a client gave in writing.
  results: "{cost:abs} lower operating costs"
`;

/** Writes the example into a copy of the company folder as testimonials/<id>.yaml; returns its path. */
export function addExampleTestimonial(companyDirectory: string, id = "example-client", text = exampleTestimonial) {
  const file = path.join(companyDirectory, "testimonials", `${id}.yaml`);
  writeFileSync(file, text);
  return file;
}
