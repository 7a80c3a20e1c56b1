// /tools/wage-calculator's questions and result (app/routes/tools-wage-calculator.tsx).
export { WageCalculator as default } from "@/features/tools/components/wage-calculator-form";
