/**
 * The race of issue 10 item 2 through the running site: parallel posts of one demo slot, exactly one
 * stored (303); every other post is answered 409 with the booking form and its message, never a 5xx.
 */
import { expect, test } from "@playwright/test";
import { offeredDay } from "../helpers/forms/e2e";

test("8 parallel posts of one slot: one booking, seven 409 answers with the form's message", async ({ request }) => {
  const date = await offeredDay(request, 8);
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, index) =>
      request.post("/reserva-demo", {
        form: {
          intent: "demo",
          name: `Carrera ${index}`,
          email: `carrera.${index}.${Date.now()}@example.com`,
          phone: "600 111 222",
          demo_date: date,
          demo_time: "18:00",
        },
        maxRedirects: 0,
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.status()).sort();
  expect(statuses).toEqual([303, 409, 409, 409, 409, 409, 409, 409]);
  const loser = answers.find((answer) => answer.status() === 409)!;
  const html = await loser.text();
  expect(html).toContain("Esa hora acaba de reservarse y ya no está libre.");
  expect(html).toContain('value="Carrera');
  const availability = await request.get("/reserva-demo/horas-ocupadas.json");
  expect(((await availability.json()) as { full: string[] }).full).toContain(`${date} 18:00`);
});
