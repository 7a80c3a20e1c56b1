// What a worker typed or chose in an island before React hydrated it (app/start-islands.ts).
// React leaves such values in the fields when it hydrates, but its state holds the prerendered
// ones, so its next render puts those back (a component that renders again at once after
// hydration does it straight away), and a send would carry them. So the fields are read just before
// hydration, and once the island is hydrated each change is told to React as if made now: the
// field is set to its prerendered value through React's own setter (which React records as the
// value it knows), then given the worker's through the element's native setter and the event React
// listens for (a box or a radio: set the other way, then clicked), so the component's onChange sees
// exactly the change the worker made. A field changed again while React hydrated keeps that value.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const untyped = new Set(["hidden", "submit", "button", "reset", "image", "file"]);

function setNatively(field: Field, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  if (!setter) throw new Error(`${field.tagName} has no value setter`);
  setter.call(field, value);
}

const isChoice = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

function renderedValue(field: Field): string | undefined {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  return ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value;
}

/** The worker's change to `field` as read now, to be told to React later, or null if there is none. */
function changeOf(field: Field): (() => void) | null {
  if (field.disabled) return null;
  if (isChoice(field)) {
    // A radio the worker left is unchecked by the one they chose: only the chosen one is told.
    if (field.checked === field.defaultChecked || (field.type === "radio" && !field.checked)) return null;
    const read = field.checked;
    return () => {
      const chosen = field.checked !== field.defaultChecked ? field.checked : read;
      field.checked = !chosen;
      field.click();
    };
  }
  if (field instanceof HTMLInputElement && untyped.has(field.type)) return null;
  const rendered = renderedValue(field);
  const read = field.value;
  if (rendered === undefined || read === rendered) return null;
  return () => {
    const chosen = field.value !== rendered ? field.value : read;
    field.value = rendered;
    setNatively(field, chosen);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
    );
  };
}

/**
 * Reads every field in `root` whose value differs from the one it was rendered with; the function
 * it returns, called once React has hydrated `root`, tells React of each.
 */
export function readEarlyInput(root: HTMLElement): () => void {
  const changes = [...root.querySelectorAll<Field>("input, textarea, select")].flatMap((field) => {
    const change = changeOf(field);
    return change ? [change] : [];
  });
  return () => {
    for (const change of changes) change();
  };
}
