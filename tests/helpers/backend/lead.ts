import { notificationRequestSchemaAt, type NotificationRequest } from "~shared/schemas";

/**
 * A lead as the backend port receives it: parsed by the shared schema, as the form handler (or the
 * edge function's entry) does before calling it. Throws on invalid input.
 */
export function parsedLead(
  body: { type: string; data: Record<string, unknown> },
  now = new Date(),
): NotificationRequest {
  return notificationRequestSchemaAt(now).parse(body);
}
