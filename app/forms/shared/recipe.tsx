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
  useForm,
  type FieldMetadata,
} from "@conform-to/react";
import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { fieldLimits } from "~shared/form-fields";
import { useHydrated } from "~/utils/use-hydrated";
import { HONEYPOT_FIELD, INTENT_FIELD, type FormIntent, type FormReply } from "../types";
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
  });
  const pending = fetcher.state !== "idle";
  const action = useFormAction(options.anchor, options.query);
  return { fetcher, form, fields, reply, pending, action, hydrated };
}

type LeadForm = ReturnType<typeof useLeadForm>;

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
  fieldOrder: string[];
  labels: Record<string, string>;
  className?: string;
  children: ReactNode;
}) {
  const { fetcher, form, action, reply } = lead;
  const formProps = getFormProps(form);
  return (
    <fetcher.Form {...formProps} method="post" action={action} className={`lead-form ${className ?? ""}`.trim()}>
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      <Honeypot formId={form.id} />
      <ErrorSummary lead={lead} fieldOrder={fieldOrder} labels={labels} reply={reply} />
      {children}
    </fetcher.Form>
  );
}

function Honeypot({ formId }: { formId: string }) {
  const { t } = useTranslation("forms");
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <div className="form-hp" aria-hidden="true">
      <label htmlFor={id}>{t("honeypot")}</label>
      <input
        id={id}
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
  fieldOrder: string[];
  labels: Record<string, string>;
  reply: FormReply | null;
}) {
  const { t } = useTranslation("forms");
  const message = useFieldError();
  const ref = useRef<HTMLDivElement>(null);
  const errors = fieldOrder
    .map((name) => ({ name, key: lead.fields[name]?.errors?.[0], id: lead.fields[name]?.id }))
    .filter((item): item is { name: string; key: string; id: string } => Boolean(item.key));
  const shown = reply?.status === "invalid" && errors.length > 0;

  // Focus the summary each time the server answers with errors (JavaScript only).
  useEffect(() => {
    if (shown && lead.fetcher.data === reply) ref.current?.focus();
  }, [reply, shown, lead.fetcher.data]);

  if (!shown) return null;
  const missing = errors.some((error) => error.key === "required");
  const headingId = `${lead.form.id}-summary-heading`;
  return (
    <div ref={ref} className="form-summary" tabIndex={-1} role="group" aria-labelledby={headingId}>
      <p id={headingId} className="form-summary-title">
        {missing ? t("summary.missing") : t("summary.invalid")}
      </p>
      <ul>
        {errors.map((error) => (
          <li key={error.name}>
            <a href={`#${error.id}`}>
              {t("summary.fieldPrefix", {
                field: labels[error.name] ?? error.name,
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
      {hint ? (
        <p id={field.descriptionId} className="field-hint">
          {hint}
        </p>
      ) : null}
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
      {hint ? (
        <p id={field.descriptionId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError field={field} />
    </div>
  );
}

export function SelectField({
  field,
  label,
  prompt,
  options,
}: {
  field: FieldMetadata<string>;
  label: string;
  prompt: string;
  options: readonly { value: string; label: string }[];
}) {
  const { key, ...props } = getSelectProps(field);
  return (
    <div className="field">
      <Label htmlFor={field.id} label={label} required={field.required} />
      <select key={key} {...props}>
        <option value="">{prompt}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError field={field} />
    </div>
  );
}

export { FieldError, Label };
