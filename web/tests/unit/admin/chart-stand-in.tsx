import type { ComponentProps } from "react";

// jsdom has no canvas, so the report's charts are stand-in canvases that keep the props the page
// gives them (their accessible name); Chart.js itself is not under test. A test file takes them
// with vi.mock("react-chartjs-2", () => import("./chart-stand-in")).

function Stand({
  data,
  options,
  fallbackContent,
  ...canvas
}: ComponentProps<"canvas"> & Record<string, unknown>) {
  void data;
  void options;
  void fallbackContent;
  return <canvas {...canvas} />;
}

export { Stand as Bar, Stand as Line };
