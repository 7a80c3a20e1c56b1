import type { IntakeQuestion } from "@/content/intake";
import { maxLengthOf, optionsOf, type FormDefinition } from "@/lib/intake-form/definitions";
import type { FieldErrors } from "@/lib/intake-form/validate";
import { ChoiceGroup, TextField } from "@/components/ui/intake-fields";

/**
 * The questions of one step, each drawn from its field in the form's definition. `errors` is left
 * out on steps whose answers only the browser checks before going on.
 */
export function Questions<Data extends object>({
  form,
  questions,
  data,
  onChange,
  errors,
}: {
  form: FormDefinition;
  questions: readonly IntakeQuestion[];
  data: Data;
  onChange: (patch: Partial<Data>) => void;
  errors?: FieldErrors;
}) {
  const valueOf = (name: string) => (data as Record<string, unknown>)[name];
  const set = (name: string, value: string | string[]) => onChange({ [name]: value } as Partial<Data>);
  return (
    <>
      {questions.map((q) =>
        q.kind === "choice" ? (
          <ChoiceGroup
            key={q.name}
            name={q.name}
            legend={q.legend}
            options={optionsOf(form, q.name)}
            multiple={q.multiple ?? false}
            value={valueOf(q.name) as string | string[]}
            onChange={(v) => set(q.name, v)}
            errors={errors?.[q.name]}
          />
        ) : (
          <TextField
            key={q.name}
            label={q.label}
            multiline={q.multiline ?? false}
            maxLength={maxLengthOf(form, q.name)}
            value={valueOf(q.name) as string}
            onChange={(v) => set(q.name, v)}
            errors={errors?.[q.name]}
          />
        ),
      )}
    </>
  );
}
