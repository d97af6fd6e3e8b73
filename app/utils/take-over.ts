// What the visitor did in server-rendered markup, carried over to the live widget that takes its
// place (decisions 102, 105).

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
export type Snapshot = { values: (string | boolean)[]; focused: number; selection: [number, number] | null };

const fieldsOf = (element: HTMLElement) =>
  [...element.querySelectorAll<Field>("input, select, textarea")].filter((field) => field.type !== "hidden");
const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

/** What the visitor did in the server's markup: each field's value, the focused field and its caret. */
export function capture(element: HTMLElement): Snapshot {
  const fields = fieldsOf(element);
  const focused = fields.indexOf(document.activeElement as Field);
  const field = fields[focused];
  let selection: [number, number] | null = null;
  try {
    if (field && "selectionStart" in field && field.selectionStart !== null) {
      selection = [field.selectionStart, field.selectionEnd ?? field.selectionStart];
    }
  } catch {
    // Some input types (email) have no caret to read.
  }
  return { values: fields.map((item) => (isCheckable(item) ? item.checked : item.value)), focused, selection };
}

/** Puts it back into the live widget's fields (same fields, same order), telling React and the form library. */
export function restore(element: HTMLElement, snapshot: Snapshot) {
  const fields = fieldsOf(element);
  if (fields.length !== snapshot.values.length) return;
  fields.forEach((field, index) => {
    const value = snapshot.values[index];
    const changed = isCheckable(field) ? field.checked !== value : field.value !== value;
    if (!changed) return;
    if (isCheckable(field)) field.checked = value === true;
    else field.value = String(value);
    field.dispatchEvent(new Event(isCheckable(field) ? "click" : "input", { bubbles: true }));
  });
  const focused = fields[snapshot.focused];
  if (!focused) return;
  focused.focus({ preventScroll: true });
  try {
    if (snapshot.selection && "setSelectionRange" in focused) focused.setSelectionRange(...snapshot.selection);
  } catch {
    // No caret to set on this input type.
  }
}
