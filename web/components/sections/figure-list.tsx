import { claimMarks, SampleLabel } from "@/components/ui/sample-label";
import type { ShownFigure } from "@/content/figures";

const tiles = {
  /** On the dark hero of the home page. */
  dark: { tile: "bg-white/10", value: "", label: "text-blue-50" },
  /** On a light tinted header (service pages). */
  raised: {
    tile: "bg-white shadow-sm ring-1 ring-slate-200",
    value: "text-blue-900",
    label: "text-slate-700",
  },
  /** On a white page (about, thank-you). */
  tinted: { tile: "bg-blue-50", value: "text-blue-900", label: "text-slate-700" },
} as const;

/**
 * A strip of the firm's figures (content/figures.ts). Each tile carries its claim marks, and a
 * sample figure its "Sample figure" label, so no figure is shown as fact without a record.
 */
export function FigureList({
  figures,
  tone,
  label = "Our record",
  labelledBy,
  className = "",
}: {
  figures: readonly ShownFigure[];
  tone: keyof typeof tiles;
  label?: string;
  labelledBy?: string;
  className?: string;
}) {
  const style = tiles[tone];
  return (
    <ul
      {...(labelledBy ? { "aria-labelledby": labelledBy } : { "aria-label": label })}
      className={`flex flex-wrap gap-4 ${className}`}
    >
      {figures.map((f) => (
        <li key={f.id} {...claimMarks(f.id, f.provenance)} className={`rounded-lg px-4 py-3 ${style.tile}`}>
          <span className={`block text-2xl font-bold ${style.value}`}>{f.value}</span>
          <span className={`block ${style.label}`}>{f.label}</span>
          <SampleLabel provenance={f.provenance} kind="figure" className="mt-2" />
        </li>
      ))}
    </ul>
  );
}
