import { describe, expect, it } from "vitest";
import { cleanText, readLeadFields } from "~/forms/lead-form.server";

function form(entries: [string, string | Blob][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("the one parsing point of the lead forms", () => {
  it("removes NUL and the other invisible controls, keeps tabs and line breaks (CRLF as LF), repairs and composes text", () => {
    expect(cleanText("Hola\u0000 mundo\u0007\u001b[31m\u007f\u0085\ufeff")).toBe("Hola mundo[31m");
    expect(cleanText("línea 1\r\nlínea 2\rlínea 3\n\tfin")).toBe("línea 1\nlínea 2\nlínea 3\n\tfin");
    expect(cleanText("a\ud800b\udc00c😀")).toBe("a\ufffdb\ufffdc😀");
    expect(cleanText("Jose\u0301")).toBe("José");
  });

  it("reads only the form's own names: reserved Conform names, path syntax and files are dropped", () => {
    const fields = readLeadFields(
      form([
        ["__intent__", "reset"],
        ["__state__", "{}"],
        ["email[]", "a@example.com"],
        ["email.x", "b@example.com"],
        ["email[0]", "c@example.com"],
        ["name", new Blob(["file"])],
        ["message", "Hola\u0000"],
        ["unknown", "x"],
      ]),
      ["name", "email", "message"],
    );
    expect(fields.values).toEqual({ message: "Hola" });
    expect([...fields.data.keys()]).toEqual(["message"]);
    expect(fields.repeated).toEqual([]);
  });

  it("a field sent twice: once when the values agree, an error of that field when they differ", () => {
    const fields = readLeadFields(
      form([
        ["email", "a@example.com"],
        ["email", "a@example.com"],
        ["name", "Ana"],
        ["name", "Eva"],
      ]),
      ["name", "email"],
    );
    expect(fields.values).toEqual({ email: "a@example.com", name: "Ana" });
    expect(fields.repeated).toEqual(["name"]);
  });
});
