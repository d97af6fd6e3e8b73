/**
 * Form facts without any dependency (no zod), so the browser bundle can import them: the stable
 * validation keys, the length limits and the contact service options. schemas.ts re-exports them.
 */

export const validationErrorKeys = [
  "required",
  "email",
  "tooLong",
  "singleLine",
  "phone",
  "invalidDate",
  "weekend",
  "pastSlot",
  "slotOutOfGrid",
  "slotTaken",
  "invalidOption",
] as const;
export type ValidationErrorKey = (typeof validationErrorKeys)[number];

export const fieldLimits = {
  name: 100,
  email: 254,
  phone: 30,
  company: 120,
  message: 2000,
} as const;

/** Contact service options (spec §9). The Spanish labels are the stored values. */
export const contactServiceOptions = [
  "Inteligencia Artificial",
  "Robótica y RPA",
  "Desarrollo Web/Apps",
  "Big Data & Analytics",
  "Ciberseguridad",
  "Process Discovery",
  "RTS Academy",
  "Consultoría Tecnológica",
] as const;
export type ContactServiceOption = (typeof contactServiceOptions)[number];
