import { maxLengthOf, type FormDefinition } from "../model/definitions";
import type { FieldErrors } from "../model/validate";
import { TextField } from "./fields";

type Contact = { firstName: string; lastName: string; email: string; phone: string };

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
      <TextField
        label="First name"
        value={value.firstName}
        onChange={(firstName) => onChange({ firstName })}
        autoComplete="given-name"
        maxLength={maxLengthOf(form, "firstName")}
        errors={errors.firstName}
        required
      />
      <TextField
        label="Last name"
        value={value.lastName}
        onChange={(lastName) => onChange({ lastName })}
        autoComplete="family-name"
        maxLength={maxLengthOf(form, "lastName")}
        errors={errors.lastName}
        required
      />
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        value={value.email}
        onChange={(email) => onChange({ email })}
        autoComplete="email"
        maxLength={maxLengthOf(form, "email")}
        errors={errors.email}
        required
      />
      <TextField
        label="Phone"
        type="tel"
        inputMode="tel"
        value={value.phone}
        onChange={(phone) => onChange({ phone })}
        autoComplete="tel"
        maxLength={maxLengthOf(form, "phone")}
        hint="US number, for example (310) 555-0142"
        errors={errors.phone}
        required
      />
    </div>
  );
}
