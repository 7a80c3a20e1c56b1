import { contactFieldCopy } from "@/content/intake";
import { maxLengthOf, type FormDefinition } from "@/lib/intake-form/definitions";
import type { FieldErrors } from "@/lib/intake-form/validate";
import { TextField } from "@/components/ui/intake-fields";

type Contact = { firstName: string; lastName: string; email: string; phone: string; employerName: string };

type ContactInput = {
  name: keyof Contact;
  type?: "email" | "tel";
  inputMode?: "email" | "tel";
  autoComplete: string;
  required: boolean;
  /** Spans the whole row from sm up (a company name can be long). */
  wide?: boolean;
};

// What the browser needs to fill in and check each field; the labels are in web/content.
const contactInputs: readonly ContactInput[] = [
  { name: "firstName", autoComplete: "given-name", required: true },
  { name: "lastName", autoComplete: "family-name", required: true },
  { name: "email", type: "email", inputMode: "email", autoComplete: "email", required: true },
  { name: "phone", type: "tel", inputMode: "tel", autoComplete: "tel", required: true },
  // Optional; it lets the firm check for conflicts before anyone reads the story in depth.
  { name: "employerName", autoComplete: "organization", required: false, wide: true },
];

/** First name, last name, e-mail, phone and the optional employer, shared by both intake forms. */
export function ContactFields({
  form,
  value,
  onChange,
  errors,
}: {
  form: FormDefinition;
  value: Contact;
  onChange: (patch: Partial<Contact>) => void;
  errors: FieldErrors;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {contactInputs.map(({ name, wide, ...input }) => (
        <div key={name} className={wide ? "sm:col-span-2" : undefined}>
          <TextField
            {...contactFieldCopy[name]}
            {...input}
            value={value[name]}
            onChange={(next) => onChange({ [name]: next })}
            maxLength={maxLengthOf(form, name)}
            errors={errors[name]}
          />
        </div>
      ))}
    </div>
  );
}
