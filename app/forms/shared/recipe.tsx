/**
 * The one client recipe of the lead forms: Conform for field state, ids and ARIA; validation on the
 * server (the shared Zod schemas never ship to the browser); a plain POST to the page without
 * JavaScript, a fetcher with it. The same markup serves both, and each form reads its own answer:
 * `fetcher.data` with JavaScript, the page's action data without (`usePostedReply`).
 */
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  parse,
  useForm,
  type FieldMetadata,
} from "@conform-to/react";
import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { fieldLimits } from "~shared/form-fields";
import type { forms } from "~/i18n/resources/forms";
import { useHydrated } from "~/utils/use-hydrated";
import { useFormToken } from "../form-token";
import { HONEYPOT_FIELD, INTENT_FIELD, TOKEN_FIELD, type FormIntent, type FormReply } from "../types";
import { LeadSourceFields } from "./lead-source";
import { usePostedReply } from "./posted-reply";

export { usePostedReply };

type Constraint = { required?: boolean; maxLength?: number };

/** The form posts to the page it is on (`?index` for the index route), landing back on `anchor`. */
function useFormAction(anchor: string, query: Record<string, string> = {}): string {
  const { pathname } = useLocation();
  const params = Object.entries(query).map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  // Only the Spanish home is an index route (see remix.config.js); the English one is a path.
  if (pathname === "/") params.push("index");
  return `${pathname}${params.length ? `?${params.join("&")}` : ""}#${anchor}`;
}

export function useLeadForm(
  intent: FormIntent,
  options: {
    id: string;
    anchor: string;
    query?: Record<string, string>;
    constraint: Record<string, Constraint>;
    defaultValue?: Record<string, string>;
    /** False for copies of a form that were not on the page when it was posted (the demo dialogs). */
    acceptPostedReply?: boolean;
  },
) {
  const fetcher = useFetcher<FormReply>();
  const hydrated = useHydrated();
  const posted = usePostedReply();
  const postedReply = options.acceptPostedReply !== false && posted?.intent === intent ? posted : null;
  const reply: FormReply | null = fetcher.data ?? postedReply;
  const [form, fields] = useForm<Record<string, string>>({
    id: options.id,
    lastResult: reply?.result ?? null,
    constraint: options.constraint,
    defaultValue: options.defaultValue,
    shouldValidate: "onSubmit",
    // Once the server has judged the form, each input checks its field again in the browser, so a
    // fixed field loses its message and red border at once (issue 30); a submit still goes to the
    // server, which alone decides.
    shouldRevalidate: "onInput",
    onValidate: checkFieldInBrowser,
  });
  const pending = fetcher.state !== "idle";
  const action = useFormAction(options.anchor, options.query);
  return { fetcher, form, fields, reply, pending, action, hydrated };
}

/**
 * Conform's validation in the browser, for one field at a time: the constraints its markup carries
 * (required, maxlength, type="email"), read from the element's validity. Every other field keeps
 * the message the server gave it (`null`), and a submit is left to the server (no intent).
 */
function checkFieldInBrowser({ form, formData }: { form: HTMLFormElement; formData: FormData }) {
  return parse(formData, {
    resolve(payload, intent) {
      if (intent?.type !== "validate") return { value: payload };
      const error: Record<string, string[] | null> = {};
      for (const element of Array.from(form.elements)) {
        if (!("validity" in element) || !(element as HTMLInputElement).name) continue;
        const { name, validity } = element as HTMLInputElement;
        if (intent.payload.name !== undefined && name !== intent.payload.name) error[name] = null;
        else if (validity.valueMissing) error[name] = ["required"];
        else if (validity.typeMismatch) error[name] = ["email"];
        else if (validity.tooLong) error[name] = ["tooLong"];
      }
      return { error };
    },
  });
}

type LeadForm = ReturnType<typeof useLeadForm>;

/** Fields shown by another name than their own in the `forms` strings' `fields`. */
const labelKeyOfField = {
  demo_date: "date",
  demo_time: "time",
  demo_slot: "slot",
  company_size: "companySize",
} as const;
type FieldLabelKey = keyof (typeof forms)["es"]["fields"];
export type LeadFieldName = FieldLabelKey | keyof typeof labelKeyOfField;

/** A field's label as its form shows it (the error summary repeats it). */
function useFieldLabel() {
  const { t } = useTranslation("forms");
  return (name: LeadFieldName) =>
    t(
      `fields.${name in labelKeyOfField ? labelKeyOfField[name as keyof typeof labelKeyOfField] : (name as FieldLabelKey)}`,
    );
}

/** The <form> with its hidden fields (intent, honeypot) and error summary. */
export function LeadFormShell({
  lead,
  intent,
  fieldOrder,
  labels,
  className,
  children,
}: {
  lead: LeadForm;
  intent: FormIntent;
  fieldOrder: LeadFieldName[];
  /** Labels that differ from the field's own (`fields.<name>` in the `forms` strings). */
  labels?: Partial<Record<LeadFieldName, string>>;
  className?: string;
  children: ReactNode;
}) {
  const { fetcher, form, action, reply } = lead;
  const formProps = getFormProps(form);
  // New with every render for one visitor, so also after each answer with JavaScript; a shared
  // cached page has none and the browser makes its own (decisions 123 and 166, form-token.ts).
  const formToken = useFormToken();
  return (
    <fetcher.Form {...formProps} method="post" action={action} className={`lead-form ${className ?? ""}`.trim()}>
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      {formToken ? <input type="hidden" name={TOKEN_FIELD} value={formToken} /> : null}
      <Honeypot formId={form.id} />
      <LeadSourceFields posted={reply?.result?.initialValue as Record<string, unknown> | null | undefined} />
      <ErrorSummary lead={lead} fieldOrder={fieldOrder} labels={labels} reply={reply} />
      {children}
    </fetcher.Form>
  );
}

function Honeypot({ formId }: { formId: string }) {
  const { t } = useTranslation("forms");
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    // No <label>: a text browser (which shows CSS-hidden fields) must not read the trap out (issue 31 item 6).
    <div className="form-hp" aria-hidden="true">
      <input
        id={id}
        aria-label={t("honeypot")}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
        data-1p-ignore="true"
        data-lpignore="true"
        data-bwignore="true"
        data-form-type="other"
      />
    </div>
  );
}

/** Translates a stable validation key for a field (`tooLong` names the field's limit). */
function useFieldError() {
  const { t } = useTranslation("forms");
  return (name: string, key: string | undefined) => {
    if (!key) return "";
    const max = (fieldLimits as Record<string, number>)[name];
    return t(`errors.${key}`, { max, defaultValue: t("errors.invalidOption") });
  };
}

function ErrorSummary({
  lead,
  fieldOrder,
  labels,
  reply,
}: {
  lead: LeadForm;
  fieldOrder: LeadFieldName[];
  labels?: Partial<Record<LeadFieldName, string>>;
  reply: FormReply | null;
}) {
  const { t } = useTranslation("forms");
  const message = useFieldError();
  const labelOf = useFieldLabel();
  const ref = useRef<HTMLDivElement>(null);
  const errors = fieldOrder
    .map((name) => ({ name, key: lead.fields[name]?.errors?.[0], id: lead.fields[name]?.id }))
    .filter((item): item is { name: LeadFieldName; key: string; id: string } => Boolean(item.key));
  const shown = reply?.status === "invalid" && errors.length > 0;

  // Focus the summary each time the server answers with errors (JavaScript only).
  useEffect(() => {
    if (shown && lead.fetcher.data === reply) ref.current?.focus();
  }, [reply, shown, lead.fetcher.data]);

  if (!shown) return null;
  const missing = errors.some((error) => error.key === "required");
  const headingId = `${lead.form.id}-summary-heading`;
  return (
    // role="alert": without JavaScript the page loads with the summary, which is then announced at
    // once (as GOV.UK does); with it, the summary also takes focus when the answer arrives.
    <div ref={ref} className="form-summary" tabIndex={-1} role="alert" aria-labelledby={headingId}>
      <p id={headingId} className="form-summary-title">
        {missing ? t("summary.missing") : t("summary.invalid")}
      </p>
      <ul>
        {errors.map((error) => (
          <li key={error.name}>
            <a href={`#${error.id}`}>
              {t("summary.fieldPrefix", {
                field: labels?.[error.name] ?? labelOf(error.name),
                message: message(error.name, error.key),
              })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  const { t } = useTranslation("forms");
  return (
    <label htmlFor={htmlFor}>
      {label}
      {required ? (
        <span className="required-mark" aria-hidden="true">
          {" "}
          *
        </span>
      ) : (
        <span className="optional-mark"> ({t("optional")})</span>
      )}
    </label>
  );
}

function FieldError({ field }: { field: FieldMetadata<string> }) {
  const message = useFieldError();
  const key = field.errors?.[0];
  return (
    <p id={field.errorId} className="field-error" hidden={!key}>
      {key ? message(field.name, key) : null}
    </p>
  );
}

/** The note under a control, which its `aria-describedby` points to. */
function FieldHint({ field, hint }: { field: FieldMetadata<string>; hint?: ReactNode }) {
  return hint ? (
    <p id={field.descriptionId} className="field-hint">
      {hint}
    </p>
  ) : null;
}

export function TextField({
  field,
  label,
  type = "text",
  autoComplete,
  placeholder,
  hint,
  hideLabel,
  disabled,
}: {
  field: FieldMetadata<string>;
  label: string;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  placeholder?: string;
  hint?: string;
  hideLabel?: boolean;
  disabled?: boolean;
}) {
  const { key, ...props } = getInputProps(field, { type, ariaDescribedBy: hint ? field.descriptionId : undefined });
  return (
    <div className="field">
      {hideLabel ? (
        <label htmlFor={field.id} className="visually-hidden">
          {label}
        </label>
      ) : (
        <Label htmlFor={field.id} label={label} required={field.required} />
      )}
      <input key={key} {...props} autoComplete={autoComplete} placeholder={placeholder} disabled={disabled} />
      <FieldHint field={field} hint={hint} />
      <FieldError field={field} />
    </div>
  );
}

export function TextAreaField({
  field,
  label,
  hint,
  rows = 5,
  onInput,
}: {
  field: FieldMetadata<string>;
  label: string;
  hint?: ReactNode;
  rows?: number;
  onInput?: (value: string) => void;
}) {
  const { key, ...props } = getTextareaProps(field, { ariaDescribedBy: hint ? field.descriptionId : undefined });
  return (
    <div className="field">
      <Label htmlFor={field.id} label={label} required={field.required} />
      <textarea
        key={key}
        {...props}
        rows={rows}
        onInput={onInput ? (event) => onInput(event.currentTarget.value) : undefined}
      />
      <FieldHint field={field} hint={hint} />
      <FieldError field={field} />
    </div>
  );
}

export function SelectField({
  field,
  label,
  prompt,
  options,
  groups,
}: {
  field: FieldMetadata<string>;
  label: string;
  prompt: string;
  /** Options; those with a `group` follow the others, in an <optgroup> labelled by `groups`. */
  options: readonly { value: string; label: string; group?: string }[];
  groups?: Record<string, string>;
}) {
  const { key, ...props } = getSelectProps(field);
  const option = ({ value, label: text }: { value: string; label: string }) => (
    <option key={value} value={value}>
      {text}
    </option>
  );
  const grouped = Object.entries(groups ?? {}).map(([group, groupLabel]) => (
    <optgroup key={group} label={groupLabel}>
      {options.filter((item) => item.group === group).map(option)}
    </optgroup>
  ));
  return (
    <div className="field">
      <Label htmlFor={field.id} label={label} required={field.required} />
      <select key={key} {...props}>
        <option value="">{prompt}</option>
        {options.filter((item) => !item.group).map(option)}
        {grouped}
      </select>
      <FieldError field={field} />
    </div>
  );
}

/** The visitor's own details: the same type and autofill in every lead form, named by field. */
const personFieldInputs = {
  name: { autoComplete: "name" },
  email: { type: "email", autoComplete: "email" },
  phone: { type: "tel", autoComplete: "tel" },
  company: { autoComplete: "organization" },
} as const;

type PersonFieldName = keyof typeof personFieldInputs;

/** The contact-detail fields of a lead form, in the order given, labelled from the `forms` strings. */
export function PersonFields({
  fields,
  names,
}: {
  fields: Partial<Record<PersonFieldName, FieldMetadata<string>>>;
  names: readonly PersonFieldName[];
}) {
  const { t } = useTranslation("forms");
  const labelOf = useFieldLabel();
  return names.map((name) => {
    const field = fields[name];
    return field ? (
      <TextField
        key={name}
        field={field}
        label={labelOf(name)}
        placeholder={t(`placeholders.${name}`)}
        {...personFieldInputs[name]}
      />
    ) : null;
  });
}

export { FieldError, Label };
