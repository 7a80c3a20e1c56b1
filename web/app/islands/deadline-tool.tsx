// /tools/deadlines' questions and estimate (app/routes/tools-deadlines.tsx).
export { DeadlineTool as default } from "@/features/tools/components/deadline-tool";
