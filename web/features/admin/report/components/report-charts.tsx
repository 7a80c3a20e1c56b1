import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  type ChartOptions,
  type ScriptableContext,
} from "chart.js";
import { Bar, Line } from "react-chartjs-2";
import { minutesTick, type Series } from "../report-data";

// The report's three charts, drawn by Chart.js (docs/decisions/0013). Only the report route
// imports this file, so the library stays in that route's chunk and out of every public page.
//
// Each chart is a picture of the table under it, which holds the same numbers as text: the canvas
// is an image with a one-line summary for screen readers, and has no hover tooltips (the table
// is the way to read a value, by keyboard or otherwise). Series differ by fill pattern or line
// style and marker as well as by colour, and the legend shows both. Nothing moves: animation is
// off for everyone, so there is nothing to turn off for prefers-reduced-motion.

ChartJS.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Legend,
);

/** Each at least 3:1 against white (WCAG 1.4.11), and each series also has its own pattern. */
const seriesColours = ["#1e40af", "#b45309", "#047857", "#7e22ce", "#be123c", "#475569"] as const;
const patternKinds = ["solid", "diagonal", "dots", "cross", "horizontal", "vertical"] as const;
type PatternKind = (typeof patternKinds)[number];

const textColour = "#334155";
const gridColour = "#e2e8f0";

const patternsByChart = new WeakMap<ChartJS, Map<string, CanvasPattern>>();

function drawTile(c: CanvasRenderingContext2D, kind: PatternKind, colour: string, size: number) {
  c.fillStyle = colour;
  c.fillRect(0, 0, size, size);
  c.strokeStyle = "rgba(255, 255, 255, 0.85)";
  c.fillStyle = "rgba(255, 255, 255, 0.85)";
  c.lineWidth = 2;
  c.beginPath();
  switch (kind) {
    case "solid":
      return;
    case "diagonal":
      c.moveTo(0, size);
      c.lineTo(size, 0);
      c.moveTo(-size / 2, size / 2);
      c.lineTo(size / 2, -size / 2);
      c.moveTo(size / 2, size * 1.5);
      c.lineTo(size * 1.5, size / 2);
      break;
    case "dots":
      c.arc(size / 2, size / 2, 1.8, 0, Math.PI * 2);
      c.fill();
      return;
    case "cross":
      c.moveTo(0, size / 2);
      c.lineTo(size, size / 2);
      c.moveTo(size / 2, 0);
      c.lineTo(size / 2, size);
      break;
    case "horizontal":
      c.moveTo(0, size / 2);
      c.lineTo(size, size / 2);
      break;
    case "vertical":
      c.moveTo(size / 2, 0);
      c.lineTo(size / 2, size);
      break;
  }
  c.stroke();
}

/** A bar fill: the series' colour with its pattern, made once per chart when Chart.js draws. */
function patternFill(index: number) {
  const colour = seriesColours[index % seriesColours.length]!;
  const kind = patternKinds[index % patternKinds.length]!;
  return (context: ScriptableContext<"bar">): string | CanvasPattern => {
    if (kind === "solid") return colour;
    const chart = context.chart;
    let patterns = patternsByChart.get(chart);
    if (!patterns) patternsByChart.set(chart, (patterns = new Map()));
    const known = patterns.get(kind);
    if (known) return known;
    const size = 10;
    const tile = document.createElement("canvas");
    tile.width = size;
    tile.height = size;
    const c = tile.getContext("2d");
    if (!c) return colour;
    drawTile(c, kind, colour, size);
    const pattern = chart.ctx.createPattern(tile, "repeat");
    if (!pattern) return colour;
    patterns.set(kind, pattern);
    return pattern;
  };
}

const font = { size: 13 };

function baseOptions(yTitle: string): ChartOptions<"bar" | "line"> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    // No hover or click handling: no tooltips to chase with a mouse; the table has the values.
    events: [],
    color: textColour,
    plugins: {
      legend: {
        position: "bottom",
        labels: { color: textColour, font, boxWidth: 22, boxHeight: 14, padding: 14 },
      },
    },
    scales: {
      x: { ticks: { color: textColour, font, autoSkipPadding: 8 }, grid: { display: false } },
      y: {
        beginAtZero: true,
        title: { display: true, text: yTitle, color: textColour, font },
        ticks: { color: textColour, font, precision: 0 },
        grid: { color: gridColour },
      },
    },
  };
}

/**
 * Counts per week as bars: by default stacked, one stack per week and one segment per series (leads
 * by form or source); with `stacked` false, the series side by side (booked calls and what came of
 * them, which are not parts of one whole).
 */
export function StackedWeeksChart({
  labels,
  series,
  summary,
  yTitle = "Leads",
  stacked = true,
}: {
  labels: string[];
  series: Series[];
  summary: string;
  yTitle?: string;
  stacked?: boolean;
}) {
  const base = baseOptions(yTitle) as ChartOptions<"bar">;
  const options: ChartOptions<"bar"> = {
    ...base,
    scales: {
      x: { ...base.scales?.x, stacked },
      y: { ...base.scales?.y, stacked },
    },
  };
  const data = {
    labels,
    datasets: series.map((s, i) => ({
      label: s.label,
      data: s.values,
      backgroundColor: patternFill(i),
      borderColor: seriesColours[i % seriesColours.length],
      borderWidth: 1,
    })),
  };
  return (
    <div className="relative h-72 w-full sm:h-80">
      <Bar role="img" aria-label={summary} options={options} data={data} fallbackContent={summary} />
    </div>
  );
}

/** Median and 90th percentile minutes to first contact per week, with the first-contact time as a line. */
export function ContactTimeChart({
  labels,
  median,
  p90,
  slaMinutes,
  slaLabel,
  summary,
}: {
  labels: string[];
  median: (number | null)[];
  p90: (number | null)[];
  slaMinutes: number;
  slaLabel: string;
  summary: string;
}) {
  const base = baseOptions("Minutes to first contact") as ChartOptions<"line">;
  const options: ChartOptions<"line"> = {
    ...base,
    plugins: {
      ...base.plugins,
      legend: { ...base.plugins?.legend, labels: { ...base.plugins?.legend?.labels, usePointStyle: true } },
    },
    scales: {
      ...base.scales,
      y: {
        ...base.scales?.y,
        ticks: { color: textColour, font, callback: (value) => minutesTick(Number(value)) },
      },
    },
  };
  const data = {
    labels,
    datasets: [
      {
        label: "Median",
        data: median,
        borderColor: seriesColours[0],
        backgroundColor: seriesColours[0],
        borderWidth: 3,
        pointStyle: "circle" as const,
        pointRadius: 5,
      },
      {
        label: "90th percentile",
        data: p90,
        borderColor: seriesColours[1],
        backgroundColor: seriesColours[1],
        borderWidth: 3,
        borderDash: [8, 5],
        pointStyle: "triangle" as const,
        pointRadius: 6,
      },
      {
        label: slaLabel,
        data: labels.map(() => slaMinutes),
        borderColor: "#b91c1c",
        backgroundColor: "#b91c1c",
        borderWidth: 2,
        borderDash: [2, 4],
        pointStyle: "line" as const,
        pointRadius: 0,
      },
    ],
  };
  return (
    <div className="relative h-72 w-full sm:h-80">
      <Line role="img" aria-label={summary} options={options} data={data} fallbackContent={summary} />
    </div>
  );
}
