import { contactFieldCopy } from "@/content/intake";
import { maxLengthOf, type FormDefinition } from "../model/definitions";
import type { FieldErrors } from "../model/validate";
import { TextField } from "./fields";

type Contact = { firstName: string; lastName: string; email: string; phone: string };

// What the browser needs to fill in and check each field; the labels are in web/content.
const contactInputs = [
  { name: "firstName", autoComplete: "given-name" },
  { name: "lastName", autoComplete: "family-name" },
  { name: "email", type: "email", inputMode: "email", autoComplete: "email" },
  { name: "phone", type: "tel", inputMode: "tel", autoComplete: "tel" },
] as const;

/** First name, last name, e-mail and phone, shared by both intake forms. */
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
      {contactInputs.map(({ name, ...input }) => (
        <TextField
          key={name}
          {...contactFieldCopy[name]}
          {...input}
          value={value[name]}
          onChange={(next) => onChange({ [name]: next })}
          maxLength={maxLengthOf(form, name)}
          errors={errors[name]}
          required
        />
      ))}
    </div>
  );
}
