import { field, type FormDefinition } from "../model/definitions";
import type { FieldErrors } from "../model/validate";
import { TextField } from "./fields";

type Contact = { firstName: string; lastName: string; email: string; phone: string };

function maxLength(form: FormDefinition, name: string): number | undefined {
  const f = field(form, name);
  return "maxLength" in f ? f.maxLength : undefined;
}

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
        maxLength={maxLength(form, "firstName")}
        errors={errors.firstName}
        required
      />
      <TextField
        label="Last name"
        value={value.lastName}
        onChange={(lastName) => onChange({ lastName })}
        autoComplete="family-name"
        maxLength={maxLength(form, "lastName")}
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
        maxLength={maxLength(form, "email")}
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
        maxLength={maxLength(form, "phone")}
        hint="US number, for example (310) 555-0142"
        errors={errors.phone}
        required
      />
    </div>
  );
}
