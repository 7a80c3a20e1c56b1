import { chrome } from "@/content/chrome";

/** Steps in order, each with a big number that screen readers hear as "Step n:". */
export function NumberedSteps({
  steps,
  className,
  itemClassName,
}: {
  steps: readonly { title: string; text: string }[];
  className: string;
  itemClassName: string;
}) {
  return (
    <ol className={className}>
      {steps.map((step, i) => (
        <li key={step.title} className={itemClassName}>
          <span aria-hidden="true" className="text-3xl font-bold text-blue-800">
            {i + 1}
          </span>
          <h3 className="mt-2 text-lg font-semibold">
            <span className="sr-only">{chrome.stepNumber(i + 1)}</span>
            {step.title}
          </h3>
          <p className="mt-2 text-slate-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
